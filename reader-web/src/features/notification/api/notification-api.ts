import type { components } from '../../../../../backend/openapi/schema';
import { api } from '../../../shared/api/api';

type Schemas = components['schemas'];
export type Notification = Schemas['NotificationDto'];
export type NotificationList = Schemas['NotificationListDto'];

/** The signed-in reader's notifications (/app/notifications); the bell's count comes with /api/me. */
export const notificationApi = api
  .enhanceEndpoints({ addTagTypes: ['Notifications'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getNotifications: build.query<NotificationList, string | undefined>({
        query: (before) => ({ url: '/notifications', params: before ? { Before: before } : {} }),
        providesTags: ['Notifications'],
      }),
      // Marking read changes the bell's count: GET /api/me (CurrentUser) is asked again.
      markNotificationsRead: build.mutation<{ Unread: number }, string[]>({
        query: (IDs) => ({ url: '/notifications/read', method: 'POST', body: { IDs } }),
        invalidatesTags: (result) => (result ? ['Notifications', 'CurrentUser'] : []),
      }),
      markAllNotificationsRead: build.mutation<{ Unread: number }, void>({
        query: () => ({ url: '/notifications/read-all', method: 'POST', body: {} }),
        invalidatesTags: (result) => (result ? ['Notifications', 'CurrentUser'] : []),
      }),
    }),
  });

export const {
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationApi;
