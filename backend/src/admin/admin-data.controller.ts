import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/authenticated.decorator.js';
import { MAX_PAGE } from '../common/safe-input.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  AdminCreateBodyDto,
  AdminDeleteBodyDto,
  AdminIdsDto,
  AdminItemDto,
  AdminListDto,
  AdminUpdateBodyDto,
  AdminUpdateManyBodyDto,
} from './admin-data.dto.js';
import { AdminData } from './admin-data.guard.js';
import { DEFAULT_PER_PAGE, MAX_FILTER_LENGTH, MAX_PER_PAGE } from './admin-data.query.js';
import { AdminDataService } from './admin-data.service.js';

const RESOURCE = ApiParam({
  name: 'resource',
  description:
    'A console resource: users, categories, articles, reqs, people, tags, reports, audit, jobs. Each needs a role (403 below it); a verb it lacks is refused with 400.',
});
const ID = ApiParam({
  name: 'id',
  description: "The record's id (an opaque id; a job's is a UUID): 400 when it has another shape",
});

/**
 * The console's generic data API (react-admin's data provider): list, get one, create, update,
 * bulk update and delete over the resources the domains register. One service call each; the
 * permission is the resource's, checked by @AdminData before the body is read.
 */
@ApiTags('admin')
@Controller('admin/data')
export class AdminDataController {
  constructor(private readonly data: AdminDataService) {}

  @Get(':resource')
  @AdminData('read')
  @RESOURCE
  @ApiOperation({ summary: 'A page of records, sorted and filtered, with the total' })
  @ApiQuery({
    name: 'page',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
  })
  @ApiQuery({
    name: 'perPage',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: DEFAULT_PER_PAGE },
  })
  @ApiQuery({
    name: 'sort',
    required: false,
    description: "One of the resource's sort fields (PascalCase)",
  })
  @ApiQuery({ name: 'order', required: false, enum: ['ASC', 'DESC'] })
  @ApiQuery({
    name: 'filter',
    required: false,
    description: `A JSON object of the resource's declared filters (at most ${MAX_FILTER_LENGTH} characters): {"q":"text","deleted":true}; "id" may be an id or a list of ids.`,
  })
  @ApiOkResponse({ type: AdminListDto })
  list(
    @CurrentUser() user: UserEntity,
    @Param('resource') resource: string,
    @Query() query: Record<string, unknown>,
  ): Promise<AdminListDto> {
    return this.data.list(user, resource, query);
  }

  @Get(':resource/:id')
  @AdminData('read')
  @RESOURCE
  @ID
  @ApiOperation({ summary: 'One record (404 when there is none)' })
  @ApiOkResponse({ type: AdminItemDto })
  getOne(
    @CurrentUser() user: UserEntity,
    @Param('resource') resource: string,
    @Param('id') id: string,
  ): Promise<AdminItemDto> {
    return this.data.getOne(user, resource, id);
  }

  @Post(':resource')
  @HttpCode(200)
  @AdminData('create')
  @RESOURCE
  @ApiOperation({ summary: 'Creates a record' })
  @ApiOkResponse({ type: AdminItemDto })
  create(
    @CurrentUser() user: UserEntity,
    @Param('resource') resource: string,
    @Body() body: AdminCreateBodyDto,
  ): Promise<AdminItemDto> {
    return this.data.create(user, resource, body);
  }

  @Post(':resource/updatemany')
  @HttpCode(200)
  @AdminData('updateMany')
  @RESOURCE
  @ApiOperation({ summary: 'Sets the same fields on up to 100 records' })
  @ApiOkResponse({ type: AdminIdsDto })
  updateMany(
    @CurrentUser() user: UserEntity,
    @Param('resource') resource: string,
    @Body() body: AdminUpdateManyBodyDto,
  ): Promise<AdminIdsDto> {
    return this.data.updateMany(user, resource, body);
  }

  @Post(':resource/:id')
  @HttpCode(200)
  @AdminData('update')
  @RESOURCE
  @ID
  @ApiOperation({
    summary: 'Changes a record (content: one revision; 409 when previousData is stale)',
  })
  @ApiOkResponse({ type: AdminItemDto })
  update(
    @CurrentUser() user: UserEntity,
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Body() body: AdminUpdateBodyDto,
  ): Promise<AdminItemDto> {
    return this.data.update(user, resource, id, body);
  }

  @Post(':resource/:id/delete')
  @HttpCode(200)
  @AdminData('delete')
  @RESOURCE
  @ID
  @ApiOperation({
    summary: "Deletes a record (content: soft, the reason as the revision's description)",
  })
  @ApiOkResponse({ type: AdminItemDto })
  delete(
    @CurrentUser() user: UserEntity,
    @Param('resource') resource: string,
    @Param('id') id: string,
    @Body() body: AdminDeleteBodyDto,
  ): Promise<AdminItemDto> {
    return this.data.delete(user, resource, id, body);
  }
}
