import { Controller, Get, Header, Query, Req } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from '../common/authenticated.decorator.js';
import { anonymousVoter } from '../session/anonymous-voter.js';
import type { UserEntity } from '../users/user.entity.js';
import { KindCanDto, MeDto, MeQueryDto } from './me.dto.js';
import { MeService } from './me.service.js';

/** Most answers come from MeFastPath, before the framework; this is the same answer otherwise. */
@ApiTags('account')
@ApiExtraModels(KindCanDto)
@Controller('me')
export class MeController {
  constructor(private readonly me: MeService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({
    type: MeDto,
    description:
      "The personal part of a page: the reader, their edit rights and own votes, and what they may do (the console's too: path=/admin)",
  })
  get(
    @CurrentUser() user: UserEntity | undefined,
    @Req() req: Request,
    @Query() query: MeQueryDto,
  ): Promise<MeDto> {
    const voter = user ? undefined : (anonymousVoter(req) ?? req.session?.anonVoterId);
    return this.me.answer({ user: user ?? null, anonymousVoter: voter }, query.path);
  }
}
