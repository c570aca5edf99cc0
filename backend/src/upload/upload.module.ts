import { Module } from '@nestjs/common';
import { RevisionModule } from '../revision/revision.module.js';
import { ImageCleanup } from './image-cleanup.js';
import { ImageHistory } from './image-history.js';
import { UploadController } from './upload.controller.js';
import { UploadService } from './upload.service.js';

/**
 * Image uploads (POST /api/upload/{type}) and serving (GET /api/image/{id}, profile images), and
 * the hourly removal of images nothing points to.
 */
@Module({
  imports: [RevisionModule],
  controllers: [UploadController],
  providers: [UploadService, ImageHistory, ImageCleanup],
  exports: [ImageCleanup],
})
export class UploadModule {}
