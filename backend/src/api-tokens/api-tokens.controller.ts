import {
  Body,
  type CanActivate,
  Controller,
  type ExecutionContext,
  ForbiddenException,
  Get,
  Header,
  HttpCode,
  Injectable,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AuthenticatedGuard, CurrentUser } from '../common/authenticated.decorator.js';
import { IdPipe } from '../common/id.pipe.js';
import type { UserEntity } from '../users/user.entity.js';
import { ApiTokenListDto, CreateApiTokenDto, CreatedApiTokenDto } from './api-token.dto.js';
import { ApiTokensService } from './api-tokens.service.js';
import { SESSION_ONLY_REFUSAL, tokenAuthOf } from '../auth/token-requests.js';

/** Refuses requests signed in by a token (TokenRequests refuses them first, by path). */
@Injectable()
class SessionOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (tokenAuthOf(context.switchToHttp().getRequest<Request>()))
      throw new ForbiddenException(SESSION_ONLY_REFUSAL);
    return true;
  }
}

/** The signed-in user's personal API tokens (/app/settings); a browser session only. */
@ApiTags('api tokens')
@ApiCookieAuth()
@UseGuards(AuthenticatedGuard, SessionOnlyGuard)
@Controller('tokens')
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokensService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ type: ApiTokenListDto, description: 'Your tokens, newest first' })
  list(@CurrentUser() user: UserEntity): Promise<ApiTokenListDto> {
    return this.tokens.list(user);
  }

  @Post()
  @Header('Cache-Control', 'private, no-store')
  @ApiCreatedResponse({
    type: CreatedApiTokenDto,
    description: 'The new token, whose secret is shown this once',
  })
  create(
    @CurrentUser() user: UserEntity,
    @Body() dto: CreateApiTokenDto,
  ): Promise<CreatedApiTokenDto> {
    return this.tokens.create(user, dto.Name, dto.Scope);
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({
    type: ApiTokenListDto,
    description: 'Revoked (refused from now on, by every app process); your tokens left',
  })
  revoke(
    @CurrentUser() user: UserEntity,
    @Param('id', new IdPipe('id')) id: string,
  ): Promise<ApiTokenListDto> {
    return this.tokens.revoke(user, id);
  }
}
