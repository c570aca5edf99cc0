/**
 * API shapes, generated from the Nest controllers (`npm run openapi` writes backend/openapi/).
 * This file only gives the generated schemas the names the console uses.
 */
import type { components, operations } from '../../../backend/openapi/schema';

type Schemas = components['schemas'];

export type CurrentUser = Schemas['CurrentUserDto'];
export type Role = CurrentUser['role'];
/** GET /api/me: the reader and what they may do (Can, computed by the server's access rules). */
export type MeResponse = Schemas['MeDto'];
export type Can = Schemas['CanDto'];
/** What the person may do with one console resource (an entry of Can.Console). */
export type ConsoleRights = Schemas['ConsoleResourceCanDto'];
/** What the person may do to one kind (an entry of Can.Kinds). */
export type KindRights = Schemas['KindCanDto'];
export type LoginResponse = Schemas['UserResponseDto'];
export type LogoutResponse = Schemas['LogoutResponseDto'];
export type AdminUser = Schemas['AdminUserDto'];
export type AdminUserListResponse = Schemas['AdminUserListDto'];
export type AdminUserResponse = Schemas['AdminUserResponseDto'];
export type ApiError = Schemas['ApiErrorDto'];
export type AdminUserSort = NonNullable<
  NonNullable<operations['AdminUsersController_list']['parameters']['query']>['sort']
>;
export type Revision = Schemas['RevisionDto'];
export type SlugAvailability = Schemas['SlugAvailabilityDto'];
export type InboxEntry = Schemas['InboxEntryDto'];
export type InboxKind = InboxEntry['Kind'];
export type InboxList = Schemas['InboxListDto'];
export type InboxStatus = Schemas['InboxStatusDto']['status'];
export type InboxStatusResult = Schemas['InboxStatusResultDto'];
export type InboxUndoResult = Schemas['InboxUndoResultDto'];
/** GET /api/admin/jobs/queues: each kind of background work's jobs counted by state. */
export type JobQueues = Schemas['JobQueuesDto'];
export type JobQueueCounts = Schemas['JobQueueCountsDto'];
