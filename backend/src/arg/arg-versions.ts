import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ContentHooks } from '../revision/content-hooks.js';
import { argKind } from './arg.kind.js';
import { ArgEntity } from './arg.entity.js';

/**
 * Keeps each argument's current version (args.version) in step with its history, in the
 * revision's transaction: a substantive revision (its creation, or a change of what it says:
 * revision/substantive.ts) becomes the version its ratings count for by default.
 */
@Injectable()
export class ArgVersions implements OnModuleInit {
  constructor(private readonly hooks: ContentHooks) {}

  onModuleInit(): void {
    this.hooks.onRevision(async ({ manager, kind, entity, revision }) => {
      if (kind.type !== argKind.type || !revision.substantive) return;
      await manager.update(ArgEntity, { id: entity.id }, { version: revision.id });
      (entity as unknown as ArgEntity).version = revision.id;
    });
  }
}
