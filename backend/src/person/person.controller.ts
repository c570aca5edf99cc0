import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser } from '../common/authenticated.decorator.js';
import { ServerRead } from '../common/server-read.decorator.js';
import { EditService } from '../revision/edit.service.js';
import { EditResultDto, HistoryDto } from '../revision/revision.dto.js';
import { RevisionService } from '../revision/revision.service.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  NewPersonDto,
  NewPersonResultDto,
  PersonEditDto,
  PersonFindDto,
  PersonFindQueryDto,
  PersonGetQueryDto,
  PersonHistoryQueryDto,
  PersonListDto,
  PersonListQueryDto,
  PersonPageDto,
} from './person.dto.js';
import { PersonService } from './person.service.js';

@ApiTags('people')
@Controller('person')
export class PersonController {
  constructor(
    private readonly people: PersonService,
    private readonly edits: EditService,
    private readonly revisions: RevisionService,
  ) {}

  @Post('new')
  @Access('create', 'person')
  @ApiCreatedResponse({ type: NewPersonResultDto })
  create(@CurrentUser() user: UserEntity, @Body() dto: NewPersonDto): Promise<NewPersonResultDto> {
    return this.people.create(user, dto);
  }

  @Get('find')
  @ApiOkResponse({ type: PersonFindDto })
  find(@Query() query: PersonFindQueryDto): Promise<PersonFindDto> {
    return this.people.find(query.q);
  }

  @Get('list')
  @ServerRead({ reusable: true, keyed: true })
  @ApiOkResponse({ type: PersonListDto })
  list(@Query() query: PersonListQueryDto): Promise<PersonListDto> {
    return this.people.list(query);
  }

  @Get('get')
  @ServerRead({ reusable: true, keyed: true })
  @ApiOkResponse({ type: PersonPageDto })
  get(@Query() query: PersonGetQueryDto): Promise<PersonPageDto> {
    return this.people.page(query);
  }

  @Get('history')
  @ServerRead()
  @ApiOkResponse({ type: HistoryDto })
  history(
    @Query() query: PersonHistoryQueryDto,
    @CurrentUser() user: UserEntity | undefined,
  ): Promise<HistoryDto> {
    return this.revisions.history('person', query.personID, user, query);
  }

  @Post('edit')
  @HttpCode(200)
  @Access('edit', 'person')
  @ApiOkResponse({ type: EditResultDto })
  edit(@CurrentUser() user: UserEntity, @Body() dto: PersonEditDto): Promise<EditResultDto> {
    return this.edits.edit('person', dto.personID, dto, user);
  }
}
