import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ServerRead } from '../common/server-read.decorator.js';
import { ConvoIdQueryDto } from '../convo/convo.dto.js';
import { OpinionGroupsDto } from './opinion-groups.dto.js';
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
}
