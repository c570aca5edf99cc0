import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../common/authenticated.decorator.js';
import { IdPipe } from '../common/id.pipe.js';
import { CrossTabDto } from './crosstab.dto.js';
import { CrossTabService } from './crosstab.service.js';

@ApiTags('votes')
@Controller()
export class CrossTabController {
  constructor(private readonly crossTabs: CrossTabService) {}

  /** Like the question's results, for signed-in readers only. */
  @Get('yourtakeconvo/crosstab/:convoID')
  @Access('read', 'vote')
  @ApiOkResponse({
    type: CrossTabDto,
    description:
      "How the voters of each position rate each argument: the question's latest published release",
  })
  crossTab(@Param('convoID', new IdPipe('convoID')) convoId: string): Promise<CrossTabDto> {
    return this.crossTabs.latest(convoId);
  }
}
