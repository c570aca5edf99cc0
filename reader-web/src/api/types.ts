// API shapes, generated from the Nest controllers (`npm run openapi` writes backend/openapi/).
// This file only gives the generated schemas the names the reader uses.
import type { components } from '../../../backend/openapi/schema';

type Schemas = components['schemas'];

export type CurrentUser = Schemas['CurrentUserDto'];
export type Role = CurrentUser['role'];
export type HomeResponse = Schemas['HomeDto'];
export type LoginRequest = Schemas['LoginDto'];
export type SignupRequest = Schemas['SignupDto'];
export type UserResponse = Schemas['UserResponseDto'];
export type LogoutResponse = Schemas['LogoutResponseDto'];
export type ChangePasswordRequest = Schemas['ChangePasswordDto'];
export type ShowBannerResponse = Schemas['ShowBannerDto'];
export type LogChoiceRequest = Schemas['LogChoiceDto'];
export type LogChoiceResponse = Schemas['LogChoiceResponseDto'];
/** Body of every non-2xx answer. */
export type ErrorBody = Schemas['ApiErrorDto'];
