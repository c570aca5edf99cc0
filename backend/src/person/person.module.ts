import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module.js';
import { provideAdminResource } from '../admin/admin-resource.registry.js';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { PersonAdminResource } from './person.admin.js';
import { PersonController } from './person.controller.js';
import { personKind } from './person.kind.js';
import { PersonService } from './person.service.js';

@Module({
  imports: [RevisionModule, AdminModule],
  controllers: [PersonController],
  providers: [
    PersonService,
    provideContentKind(personKind),
    ...provideAdminResource(PersonAdminResource),
  ],
  exports: [PersonService],
})
export class PersonModule {}
