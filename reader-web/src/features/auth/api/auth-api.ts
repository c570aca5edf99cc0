import { api } from '../../../app/api';
import type {
  HomeResponse,
  LoginRequest,
  LogoutResponse,
  SignupRequest,
  UserResponse,
} from '../../../api/types';

// Only a successful login, signup or logout changes who the visitor is.
const onSuccess = (result: unknown) => (result ? (['CurrentUser'] as const) : []);

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomeResponse, void>({
      query: () => ({ url: '/home' }),
      providesTags: ['CurrentUser'],
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
  }),
});

export const { useGetHomeQuery, useLoginMutation, useSignupMutation, useLogoutMutation } = authApi;
