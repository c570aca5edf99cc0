import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access, CurrentUser } from '../common/authenticated.decorator.js';
import { IdPipe } from '../common/id.pipe.js';
import type { UserEntity } from './user.entity.js';
import {
  AdminUserListDto,
  AdminUserResponseDto,
  ListUsersQueryDto,
  SetRoleDto,
} from './users.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Access('read', 'user')
  @ApiOkResponse({ type: AdminUserListDto })
  list(@Query() query: ListUsersQueryDto): Promise<AdminUserListDto> {
    return this.users.list(query);
  }

  @Get(':uid')
  @Access('read', 'user')
  @ApiOkResponse({ type: AdminUserResponseDto })
  get(@Param('uid', new IdPipe('uid')) uid: string): Promise<AdminUserResponseDto> {
    return this.users.getForAdmin(uid);
  }

  @Post('setrole')
  @HttpCode(200)
  @Access('edit', 'user')
  @ApiOkResponse({ type: AdminUserResponseDto })
  setRole(
    @CurrentUser() actor: UserEntity,
    @Body() dto: SetRoleDto,
  ): Promise<AdminUserResponseDto> {
    return this.users.setRole(actor, dto.uid, dto.role);
  }
}
