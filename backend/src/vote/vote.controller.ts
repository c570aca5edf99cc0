import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrorDto } from '../common/api-error.dto.js';
import { Access, Authenticated, CurrentUser } from '../common/authenticated.decorator.js';
import { IdPipe } from '../common/id.pipe.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  ArgResultsDto,
  ArgResultsQueryDto,
  ArgVoteDto,
  ConvoResultsDto,
  ConvoVoteDto,
  TakesDto,
  VoteSavedDto,
} from './vote.dto.js';
import { VoteService } from './vote.service.js';

/** What an anonymous voter without a voter cookie gets (see VoteService.voterKey). */
const VoterCookieSet = () =>
  ApiResponse({
    status: 428,
    type: ApiErrorDto,
    description:
      'Anonymous vote without a voter cookie: nothing is counted; the answer sets the cookie, send the vote again with it',
  });

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
  @VoterCookieSet()
  submitArg(@Req() req: Request, @Body() dto: ArgVoteDto): Promise<VoteSavedDto> {
    return this.votes.submitArg(req, dto);
  }

  @Get('yourtake/results/:argID')
  @Access('read', 'vote')
  @ApiOkResponse({ type: ArgResultsDto })
  argResults(
    @Param('argID', new IdPipe('argID')) argId: string,
    @Query() query: ArgResultsQueryDto,
  ): Promise<ArgResultsDto> {
    return this.votes.argResults(argId, query.versions);
  }

  @Post('yourtakeconvo/submit')
  @HttpCode(200)
  @ApiOkResponse({ type: VoteSavedDto })
  @VoterCookieSet()
  submitConvo(@Req() req: Request, @Body() dto: ConvoVoteDto): Promise<VoteSavedDto> {
    return this.votes.submitConvo(req, dto);
  }

  @Get('yourtakeconvo/results/:convoID')
  @Access('read', 'vote')
  @ApiOkResponse({ type: ConvoResultsDto })
  convoResults(@Param('convoID', new IdPipe('convoID')) convoId: string): Promise<ConvoResultsDto> {
    return this.votes.convoResults(convoId);
  }

  @Get('yourtake/list')
  @Authenticated()
  @ApiOkResponse({ type: TakesDto })
  takes(@CurrentUser() user: UserEntity): Promise<TakesDto> {
    return this.votes.takes(user);
  }
}
