import type { Answer, Reply, Schema } from '@/lib/apiTypes';
import { api } from '@/lib/api';

export type ClosetItem = Schema<'CatalogItem'>;
type Closet = Reply<'/users/{id}/closet', 'get'>;

/** A review as GET /reviews/user/{id} answers it. */
export type Review = Schema<'Review'>;

export const closetApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of a closet's bags; with start and end, only those free for those dates. */
    getCloset: build.query<Closet, { ownerId: string; page: number; per_page: number; start?: string; end?: string }>({
      query: ({ ownerId, ...params }) => ({ url: `/users/${ownerId}/closet`, params }),
      providesTags: ['Closet', 'Item'],
    }),
    /** The closet's follower count and whether the caller follows it. */
    getFollow: build.query<Reply<'/users/{id}/follow', 'get'>, string>({
      query: (ownerId) => `/users/${ownerId}/follow`,
      providesTags: ['Follow'],
    }),
    setFollow: build.mutation<Reply<'/users/{id}/follow', 'put'>, { ownerId: string; follow: boolean }>({
      query: ({ ownerId, follow }) => ({ url: `/users/${ownerId}/follow`, method: follow ? 'PUT' : 'DELETE' }),
      invalidatesTags: ['Follow'],
    }),
    /** The member's reviews, newest first. */
    getUserReviews: build.query<Review[], string>({
      query: (userId) => `/reviews/user/${userId}`,
      transformResponse: (data: Answer<'ReviewList'>) => data.reviews,
      providesTags: ['Review'],
    }),
  }),
});

export const { useGetClosetQuery, useGetUserReviewsQuery, useGetFollowQuery, useSetFollowMutation } = closetApi;
