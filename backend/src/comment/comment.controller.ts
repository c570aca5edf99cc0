import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../common/authenticated.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  CommentDto,
  ReportCommentDto,
  CommentsDto,
  DeleteCommentDto,
  EditCommentDto,
  NewCommentDto,
  RepliesDto,
  RepliesQueryDto,
  ReportResultDto,
  ThreadDto,
} from './comment.dto.js';
import { CommentService } from './comment.service.js';

@ApiTags('comments')
@Controller('comment')
export class CommentController {
  constructor(private readonly comments: CommentService) {}

  @Post('get')
  @HttpCode(200)
  @ApiOkResponse({ type: CommentsDto })
  get(@Body() dto: ThreadDto, @CurrentUser() user: UserEntity | undefined): Promise<CommentsDto> {
    return this.comments.thread(dto.threadID, user, dto);
  }

  @Post('replies')
  @HttpCode(200)
  @ApiOkResponse({ type: RepliesDto })
  replies(@Body() dto: RepliesQueryDto): Promise<RepliesDto> {
    return this.comments.replies(dto.commentID, dto);
  }

  @Post('new')
  @Authenticated()
  @ApiCreatedResponse({ type: CommentDto })
  create(@CurrentUser() user: UserEntity, @Body() dto: NewCommentDto): Promise<CommentDto> {
    return this.comments.create(user, dto);
  }

  @Post('edit')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: CommentDto })
  edit(@CurrentUser() user: UserEntity, @Body() dto: EditCommentDto): Promise<CommentDto> {
    return this.comments.edit(user, dto.commentID, dto.newBody);
  }

  @Post('delete')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: CommentDto })
  remove(@CurrentUser() user: UserEntity, @Body() dto: DeleteCommentDto): Promise<CommentDto> {
    return this.comments.remove(user, dto.commentID, dto.reason);
  }

  @Post('report')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: ReportResultDto })
  report(@CurrentUser() user: UserEntity, @Body() dto: ReportCommentDto): Promise<ReportResultDto> {
    return this.comments.report(user, dto.commentID, dto.pathname, dto);
  }
}
