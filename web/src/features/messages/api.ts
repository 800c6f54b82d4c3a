import { api } from '@/lib/api';
import type { Reply, Schema } from '@/lib/apiTypes';

type AdminMessage = Schema<'AccountsMemberMessage'>;

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The member's messages, newest first. */
    getAdminMessages: build.query<AdminMessage[], void>({
      query: () => '/hats/admin-messages',
      transformResponse: (data: Reply<'/hats/admin-messages', 'get'>) => data.messages,
      providesTags: ['Message'],
    }),
    markMessageRead: build.mutation<Reply<'/hats/admin-messages/{id}/mark-read', 'put'>, string>({
      query: (id) => ({ url: `/hats/admin-messages/${id}/mark-read`, method: 'PUT' }),
      invalidatesTags: ['Message'],
    }),
  }),
});

export const { useGetAdminMessagesQuery, useMarkMessageReadMutation } = messagesApi;

export const unreadCount = (messages: AdminMessage[] | undefined) => (messages ?? []).filter((m) => !m.read).length;
