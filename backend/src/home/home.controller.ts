import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/authenticated.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import { HomeDto, HomeQueryDto } from './home.dto.js';
import { HomeService } from './home.service.js';

@ApiTags('home')
@Controller('home')
export class HomeController {
  constructor(private readonly home: HomeService) {}

  @Get()
  @ApiOkResponse({ type: HomeDto })
  get(@CurrentUser() user: UserEntity | undefined, @Query() query: HomeQueryDto): HomeDto {
    return this.home.globals(user, query.path);
  }
}
