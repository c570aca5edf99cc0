import type { components } from '../../../../../backend/openapi/schema';
import { api } from '../../../shared/api/api';

type Schemas = components['schemas'];
export type NotificationSettings = Schemas['NotificationSettingsDto'];
export type NotificationSettingsChange = Schemas['UpdateNotificationSettingsDto'];
export type DigestFrequency = Schemas['DigestFrequency'];
export type UnsubscribeState = Schemas['UnsubscribeStateDto'];

/** The reader's following settings (/app/settings) and the digests' unsubscribe link. */
export const followingSettingsApi = api
  .enhanceEndpoints({ addTagTypes: ['NotificationSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getNotificationSettings: build.query<NotificationSettings, void>({
        query: () => ({ url: '/notification-settings' }),
        providesTags: ['NotificationSettings', 'CurrentUser'],
      }),
      updateNotificationSettings: build.mutation<NotificationSettings, NotificationSettingsChange>({
        query: (body) => ({ url: '/notification-settings', method: 'PUT', body }),
        invalidatesTags: (result) => (result ? ['NotificationSettings'] : []),
      }),
      getUnsubscribe: build.query<UnsubscribeState, string>({
        query: (token) => ({ url: '/digest/unsubscribe', params: { token } }),
      }),
      unsubscribe: build.mutation<UnsubscribeState, string>({
        query: (token) => ({ url: '/digest/unsubscribe', method: 'POST', body: { Token: token } }),
        invalidatesTags: (result) => (result ? ['NotificationSettings'] : []),
      }),
    }),
  });

export const {
  useGetNotificationSettingsQuery,
  useUpdateNotificationSettingsMutation,
  useGetUnsubscribeQuery,
  useUnsubscribeMutation,
} = followingSettingsApi;
