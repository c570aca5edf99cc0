import { Module } from '@nestjs/common';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { PersonController } from './person.controller.js';
import { personKind } from './person.kind.js';
import { PersonService } from './person.service.js';

@Module({
  imports: [RevisionModule],
  controllers: [PersonController],
  providers: [PersonService, provideContentKind(personKind)],
  exports: [PersonService],
})
export class PersonModule {}
