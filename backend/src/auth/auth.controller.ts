import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Authenticated, CurrentUser } from '../common/authenticated.decorator.js';
import type { UserEntity } from '../users/user.entity.js';
import {
  ChangePasswordDto,
  ChangePasswordResponseDto,
  LoginDto,
  LogoutResponseDto,
  PasswordResetRequestedDto,
  RequestPasswordResetDto,
  ResetPasswordDto,
  SignupDto,
  UserResponseDto,
} from './auth.dto.js';
import { AuthService } from './auth.service.js';
import { PasswordResetService } from './password-reset.service.js';

@ApiTags('account')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
  ) {}

  @Post('signup')
  @ApiCreatedResponse({ type: UserResponseDto, description: 'Creates the account and logs it in.' })
  signup(@Body() dto: SignupDto, @Req() req: Request): Promise<UserResponseDto> {
    return this.auth.signup(dto, req);
  }

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponseDto })
  login(@Body() dto: LoginDto, @Req() req: Request): Promise<UserResponseDto> {
    return this.auth.login(dto, req);
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: LogoutResponseDto })
  logout(@Req() req: Request): Promise<LogoutResponseDto> {
    return this.auth.logout(req);
  }

  @Post('user/changepassword')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: ChangePasswordResponseDto })
  changePassword(
    @CurrentUser() user: UserEntity,
    @Body() dto: ChangePasswordDto,
    @Req() req: Request,
  ): Promise<ChangePasswordResponseDto> {
    return this.auth.changePassword(user, dto, req);
  }

  @Post('user/requestpasswordreset')
  @HttpCode(200)
  @ApiOkResponse({
    type: PasswordResetRequestedDto,
    description:
      'Mails a link to reset the password to the account using this address, if any; the answer is the same either way.',
  })
  async requestPasswordReset(
    @Body() dto: RequestPasswordResetDto,
    @Req() req: Request,
  ): Promise<PasswordResetRequestedDto> {
    await this.resets.request(dto.email, req);
    return { Requested: true };
  }

  @Post('user/resetpassword')
  @HttpCode(200)
  @ApiOkResponse({
    type: UserResponseDto,
    description:
      "Sets a new password with a link's token, ends every session of the account and signs the reader in.",
  })
  resetPassword(@Body() dto: ResetPasswordDto, @Req() req: Request): Promise<UserResponseDto> {
    return this.resets.reset(dto.token, dto.newPassword, req);
  }
}
