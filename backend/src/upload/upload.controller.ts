import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiParam,
  ApiProduces,
  ApiProperty,
  ApiPropertyOptional,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated, CurrentUser } from '../common/authenticated.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { MAX_UPLOAD_BYTES, type UploadedImage } from './image-processing.js';
import {
  FALLBACK_PROFILE_IMAGE,
  isUploadType,
  MAX_EXTRA_PARAMS,
  UPLOAD_TYPES,
  UploadService,
} from './upload.service.js';

class UploadResultDto {
  @ApiProperty({
    example: '/api/image/9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  })
  ImageURL!: string;

  @ApiPropertyOptional({ description: 'The revision that changed the artifact image' })
  RevID?: string;
}

/** An image response must never be read as anything else, nor run anything. */
function imageHeaders(res: Response, contentType: string): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  );
  res.setHeader('Content-Disposition', 'inline');
}

@ApiTags('images')
@Controller()
export class UploadController {
  constructor(private readonly uploads: UploadService) {}

  @Post('upload/:type')
  @HttpCode(200)
  @Authenticated()
  @UseInterceptors(
    FileInterceptor('image', {
      // Read into memory, at most MAX_UPLOAD_BYTES (past it: 413 without reading the rest).
      limits: {
        fileSize: MAX_UPLOAD_BYTES,
        files: 1,
        fields: 4,
        parts: 5,
        fieldSize: MAX_EXTRA_PARAMS * 4,
      },
    }),
  )
  @ApiParam({ name: 'type', enum: Object.keys(UPLOAD_TYPES) })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['image'],
      properties: {
        image: {
          type: 'string',
          format: 'binary',
          description: 'A JPEG, GIF or PNG, at most 5 MB',
        },
        extraParams: {
          type: 'string',
          description: 'JSON: {"artifactID": "..."} for convoimage, categoryimage, personimage',
        },
      },
    },
  })
  @ApiOkResponse({ type: UploadResultDto })
  upload(
    @Param('type') type: string,
    @CurrentUser() user: UserEntity,
    @UploadedFile() file: UploadedImage | undefined,
    @Body('extraParams') extraParams: unknown,
  ): Promise<UploadResultDto> {
    if (!isUploadType(type)) throw new NotFoundException(`There is no upload type "${type}".`);
    return this.uploads.upload(type, user, file, extraParams);
  }

  @Get('image/:id')
  @ApiParam({ name: 'id', description: 'The SHA-256 of the image (64 hex digits)' })
  @ApiProduces('image/jpeg', 'image/png')
  @ApiOkResponse({ description: 'The image; immutable' })
  async image(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const image = await this.uploads.image(id);
    if (!image) throw new NotFoundException('There is no such image.');
    imageHeaders(res, image.contentType);
    // The id is the content's hash: the same URL never serves anything else.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', `"${id}"`);
    res.end(image.data);
  }

  @Get('user/profileimage/:username')
  @ApiParam({ name: 'username', type: String, description: 'Any case' })
  @ApiProduces('image/jpeg', 'image/png', 'image/svg+xml')
  @ApiOkResponse({ description: "The user's profile image, or a default one" })
  async profileImage(
    @Param('username') username: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const image = await this.uploads.profileImage(username);
    const etag = `"${image?.id ?? 'default'}"`;
    // It changes when the user uploads another one: cached, but checked each time (cheap: 304).
    res.setHeader('Cache-Control', 'public, no-cache');
    res.setHeader('ETag', etag);
    imageHeaders(res, image?.contentType ?? 'image/svg+xml');
    if (ifNoneMatch === etag) {
      res.status(304).end();
      return;
    }
    res.end(image?.data ?? FALLBACK_PROFILE_IMAGE);
  }
}
