import { api } from './api';
import type { Reply } from './apiTypes';

/** One page of the bags the member waits for (GET /user/watches). */
export type WatchPage = Reply<'/user/watches', 'get'>;

/** "Tell me when it's free": wait for a booked bag (for dates, or its next free days), list and stop the watches. */
export const watchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWatches: build.query<WatchPage, { page: number; per_page: number }>({
      query: (params) => ({ url: '/user/watches', params }),
      providesTags: ['Watch'],
    }),
    waitForBag: build.mutation<Reply<'/hats/{id}/watch', 'put'>, { id: string; start?: string; end?: string }>({
      query: ({ id, ...dates }) => ({ url: `/hats/${id}/watch`, method: 'PUT', body: dates }),
      invalidatesTags: ['Watch'],
    }),
    stopWatch: build.mutation<Reply<'/watches/{id}', 'delete'>, string>({
      query: (id) => ({ url: `/watches/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Watch'],
    }),
  }),
});

export const { useGetWatchesQuery, useWaitForBagMutation, useStopWatchMutation } = watchesApi;
