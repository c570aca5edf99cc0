import { api } from '../../../shared/api/api';
import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  LoginRequest,
  MeResponse,
  LogoutResponse,
  PasswordResetRequested,
  RequestPasswordResetRequest,
  ResetPasswordRequest,
  SignupRequest,
  UserResponse,
} from '../../../api/types';

/** The reader's own votes, as GET /api/me answers them: a vote of theirs asks again. */
export const OWN_VOTES = { type: 'Vote', id: 'own' } as const;

// Only a successful login, signup or logout changes who the visitor is.
const onSuccess = (result: unknown) => (result ? (['CurrentUser'] as const) : []);

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The personal part of the page at a path: asked by the browser after load (never in a server
     * render), once per path while cached. A login, signup or logout, or one of the reader's own
     * votes, asks again.
     */
    getMe: build.query<MeResponse, string>({
      query: (path) => ({ url: '/me', params: { path } }),
      providesTags: ['CurrentUser', OWN_VOTES],
    }),
    login: build.mutation<UserResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      invalidatesTags: onSuccess,
    }),
    signup: build.mutation<UserResponse, SignupRequest>({
      query: (body) => ({ url: '/signup', method: 'POST', body }),
      invalidatesTags: onSuccess,
    }),
    logout: build.mutation<LogoutResponse, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
      invalidatesTags: onSuccess,
    }),
    // The reader stays signed in (under a new session id), so nothing cached changes.
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordRequest>({
      query: (body) => ({ url: '/user/changepassword', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<PasswordResetRequested, RequestPasswordResetRequest>({
      query: (body) => ({ url: '/user/requestpasswordreset', method: 'POST', body }),
    }),
    // The reader is signed in once the new password is set.
    resetPassword: build.mutation<UserResponse, ResetPasswordRequest>({
      query: (body) => ({ url: '/user/resetpassword', method: 'POST', body }),
      invalidatesTags: onSuccess,
    }),
  }),
});

export const {
  useGetMeQuery,
  useLoginMutation,
  useSignupMutation,
  useLogoutMutation,
  useChangePasswordMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
} = authApi;
