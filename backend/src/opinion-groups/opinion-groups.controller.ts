import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../common/authenticated.decorator.js';
import { ServerRead } from '../common/server-read.decorator.js';
import { ConvoIdQueryDto } from '../convo/convo.dto.js';
import { OpinionGroupsDto, OpinionGroupsRequestedDto } from './opinion-groups.dto.js';
import { OpinionGroupsService } from './opinion-groups.service.js';

@ApiTags('questions')
@Controller('convo')
export class OpinionGroupsController {
  constructor(private readonly groups: OpinionGroupsService) {}

  /**
   * Public, like the question page it belongs to: a ranking of arguments and the groups' sizes,
   * never a rating's share nor anyone's group (the results' sign-in rule covers the figures).
   */
  @Get('groups')
  @ServerRead({ reusable: true, keyed: true })
  @ApiOkResponse({ type: OpinionGroupsDto })
  read(@Query() query: ConvoIdQueryDto): Promise<OpinionGroupsDto> {
    return this.groups.read(query.convoID);
  }

  /**
   * Those who run the job queues (admins, as on the console's Jobs screen) may have a question's
   * groups computed now rather than after its votes settle: after a clean-up, or to check a change.
   */
  @Post('groups/compute')
  @HttpCode(200)
  @Access('read', 'console:jobs')
  @ApiOperation({ summary: "Admins: compute a question's opinion groups now (as a job)" })
  @ApiOkResponse({ type: OpinionGroupsRequestedDto })
  compute(@Body() dto: ConvoIdQueryDto): Promise<OpinionGroupsRequestedDto> {
    return this.groups.requestNow(dto.convoID);
  }
}
