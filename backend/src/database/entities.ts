import { CookieChoiceEntity } from '../cookies/cookie-choice.entity.js';
import { RateLimitEntity } from '../common/rate-limit.entity.js';
import { SessionEntity } from '../session/session.entity.js';
import { UserEntity } from '../users/user.entity.js';

export const entities = [UserEntity, SessionEntity, RateLimitEntity, CookieChoiceEntity];
