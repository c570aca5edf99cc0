import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { UploadController } from './upload.controller.js';
import { UploadService } from './upload.service.js';

/** Image uploads (POST /api/upload/{type}) and serving (GET /api/image/{id}, profile images). */
@Module({
  imports: [RevisionModule],
  controllers: [UploadController],
  providers: [UploadService],
})
export class UploadModule {}
