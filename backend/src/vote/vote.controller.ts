import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Authenticated, CurrentUser } from '../common/authenticated.decorator.js';
import { IdPipe } from '../common/id.pipe.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  ArgResultsDto,
  ArgVoteDto,
  ConvoResultsDto,
  ConvoVoteDto,
  TakesDto,
  VoteSavedDto,
} from './vote.dto.js';
import { VoteService } from './vote.service.js';

@ApiTags('votes')
@Controller()
export class VoteController {
  constructor(private readonly votes: VoteService) {}

  @Post('yourtake/submit')
  @HttpCode(200)
  @ApiOkResponse({
    type: VoteSavedDto,
    description: 'Anonymous visitors may vote; results need an account',
  })
  submitArg(@Req() req: Request, @Body() dto: ArgVoteDto): Promise<VoteSavedDto> {
    return this.votes.submitArg(req, dto);
  }

  @Get('yourtake/results/:argID')
  @Authenticated()
  @ApiOkResponse({ type: ArgResultsDto })
  argResults(
    @CurrentUser() user: UserEntity,
    @Param('argID', new IdPipe('argID')) argId: string,
  ): Promise<ArgResultsDto> {
    return this.votes.argResults(user, argId);
  }

  @Post('yourtakeconvo/submit')
  @HttpCode(200)
  @ApiOkResponse({ type: VoteSavedDto })
  submitConvo(@Req() req: Request, @Body() dto: ConvoVoteDto): Promise<VoteSavedDto> {
    return this.votes.submitConvo(req, dto);
  }

  @Get('yourtakeconvo/results/:convoID')
  @Authenticated()
  @ApiOkResponse({ type: ConvoResultsDto })
  convoResults(
    @CurrentUser() user: UserEntity,
    @Param('convoID', new IdPipe('convoID')) convoId: string,
  ): Promise<ConvoResultsDto> {
    return this.votes.convoResults(user, convoId);
  }

  @Get('yourtake/list')
  @Authenticated()
  @ApiOkResponse({ type: TakesDto })
  takes(@CurrentUser() user: UserEntity): Promise<TakesDto> {
    return this.votes.takes(user);
  }
}
