import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ContentKindRegistry } from '../revision/content-kind.registry.js';
import { WritePathService } from '../revision/write-path.service.js';
import { AdminResourceRegistry } from './admin-resource.registry.js';
import { KindAdminResource } from './kind-admin-resource.js';

/**
 * Registers a console resource for each kind whose registration declares `console`. Kinds are
 * registered as the app's providers are made, before any module's init hook, so all are known here;
 * /api/me's capabilities are computed after every init hook (at bootstrap), so they include these.
 */
@Injectable()
export class KindConsoleResources implements OnModuleInit {
  constructor(
    private readonly kinds: ContentKindRegistry,
    private readonly resources: AdminResourceRegistry,
    private readonly dataSource: DataSource,
    private readonly writePath: WritePathService,
  ) {}

  onModuleInit(): void {
    for (const kind of this.kinds.list())
      if (kind.console)
        this.resources.register(new KindAdminResource(this.dataSource, this.writePath, kind));
  }
}
