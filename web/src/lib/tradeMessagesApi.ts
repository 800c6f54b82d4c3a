import { api } from './api';
import type { Reply } from './apiTypes';

/** Older chat messages of a trade (GET /trades/{id}/messages): members of the trade and administrators page them alike. */
export const tradeMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTradeMessages: build.query<Reply<'/trades/{id}/messages', 'get'>, { id: string; before: string }>({
      query: ({ id, before }) => ({ url: `/trades/${encodeURIComponent(id)}/messages`, params: { before } }),
    }),
  }),
});

export const { useLazyGetTradeMessagesQuery } = tradeMessagesApi;
