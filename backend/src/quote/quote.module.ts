import { Module } from '@nestjs/common';
import { provideContentKind } from '../revision/content-kind.registry.js';
import { RevisionModule } from '../revision/revision.module.js';
import { QuoteController } from './quote.controller.js';
import { quoteKind } from './quote.kind.js';
import { QuoteService } from './quote.service.js';

@Module({
  imports: [RevisionModule],
  controllers: [QuoteController],
  providers: [QuoteService, provideContentKind(quoteKind)],
  exports: [QuoteService],
})
export class QuoteModule {}
