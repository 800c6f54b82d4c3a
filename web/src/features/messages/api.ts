import { api } from '../../lib/api';
import { idOf, listOf } from '../../lib/normalize';

export interface AdminMessage {
  _id: string;
  subject?: string;
  content?: string;
  message?: string;
  timestamp?: string;
  created_at?: string;
  read?: boolean;
}

export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminMessages: build.query<AdminMessage[], void>({
      query: () => '/hats/admin-messages',
      transformResponse: (data: unknown) =>
        listOf<AdminMessage>(data, 'messages')
          .map((m) => ({ ...m, _id: idOf(m) }))
          .sort((a, b) => Date.parse(b.timestamp ?? b.created_at ?? '') - Date.parse(a.timestamp ?? a.created_at ?? '')),
      providesTags: ['Message'],
    }),
    markMessageRead: build.mutation<unknown, string>({
      query: (id) => ({ url: `/hats/admin-messages/${id}/mark-read`, method: 'PUT' }),
      invalidatesTags: ['Message'],
    }),
  }),
});

export const { useGetAdminMessagesQuery, useMarkMessageReadMutation } = messagesApi;

export const messageText = (m: AdminMessage) => m.content ?? m.message ?? '';
export const messageTime = (m: AdminMessage) => m.timestamp ?? m.created_at;
export const unreadCount = (messages: AdminMessage[] | undefined) => (messages ?? []).filter((m) => !m.read).length;
