import type { components } from '../../../../../backend/openapi/schema';
import { api } from '../../../shared/api/api';

type Schemas = components['schemas'];
export type ApiToken = Schemas['ApiTokenDto'];
export type ApiTokenList = Schemas['ApiTokenListDto'];
export type CreatedApiToken = Schemas['CreatedApiTokenDto'];
export type CreateApiTokenRequest = Schemas['CreateApiTokenDto'];
export type ApiTokenScope = Schemas['ApiTokenScope'];

/** The signed-in reader's personal API tokens (/app/settings). */
export const apiTokensApi = api.enhanceEndpoints({ addTagTypes: ['ApiTokens'] }).injectEndpoints({
  endpoints: (build) => ({
    getApiTokens: build.query<ApiTokenList, void>({
      query: () => ({ url: '/tokens' }),
      providesTags: ['ApiTokens', 'CurrentUser'],
    }),
    createApiToken: build.mutation<CreatedApiToken, CreateApiTokenRequest>({
      query: (body) => ({ url: '/tokens', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['ApiTokens'] : []),
    }),
    revokeApiToken: build.mutation<ApiTokenList, string>({
      query: (id) => ({ url: `/tokens/${encodeURIComponent(id)}/revoke`, method: 'POST' }),
      invalidatesTags: (result) => (result ? ['ApiTokens'] : []),
    }),
  }),
});

export const { useGetApiTokensQuery, useCreateApiTokenMutation, useRevokeApiTokenMutation } =
  apiTokensApi;
