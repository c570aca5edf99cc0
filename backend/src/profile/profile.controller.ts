import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../common/authenticated.decorator.js';
import { PageParam } from '../common/page-param.js';
import { MAX_PAGE } from '../common/safe-input.js';
import { ServerRead } from '../common/server-read.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  ProfileFieldsDto,
  PublicProfileQueryDto,
  PublicProfileResponseDto,
  SetProfileFieldsDto,
  UserEditsDto,
} from './profile.dto.js';
import { ProfileService } from './profile.service.js';

@ApiTags('profiles')
@Controller('user')
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get('getprofilefields')
  @Authenticated()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: ProfileFieldsDto, description: "The signed-in user's own profile form" })
  ownFields(@CurrentUser() user: UserEntity): Promise<ProfileFieldsDto> {
    return this.profiles.ownFields(user);
  }

  @Post('setprofilefields')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: ProfileFieldsDto, description: 'The profile form as saved' })
  setFields(
    @CurrentUser() user: UserEntity,
    @Body() dto: SetProfileFieldsDto,
  ): Promise<ProfileFieldsDto> {
    return this.profiles.setFields(user, dto);
  }

  @Get('profile')
  @ServerRead({ reusable: true })
  @ApiOkResponse({ type: PublicProfileResponseDto, description: 'Public data of /u/{username}' })
  publicProfile(@Query() query: PublicProfileQueryDto): Promise<PublicProfileResponseDto> {
    return this.profiles.publicProfile(query.username);
  }

  @Get('edits/:username/:page')
  @ApiParam({ name: 'username', type: String, description: 'Any case' })
  @ApiParam({ name: 'page', schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE } })
  @ApiOkResponse({ type: UserEditsDto, description: "A page of a user's edits, newest first" })
  edits(
    @Param('username') username: string,
    @PageParam('page') page: number,
    @CurrentUser() user: UserEntity | undefined,
  ): Promise<UserEditsDto> {
    return this.profiles.edits(username, page, user);
  }
}
