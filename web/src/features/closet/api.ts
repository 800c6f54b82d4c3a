import type { Answer, Reply, Schema } from '@/lib/apiTypes';
import { api } from '@/lib/api';

export type ClosetItem = Schema<'CatalogItem'>;
type Closet = Reply<'/users/{id}/closet', 'get'>;

/** A review as GET /reviews/user/{id} answers it. */
export type Review = Schema<'Review'>;

export const closetApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCloset: build.query<Closet, { ownerId: string; page: number; per_page: number }>({
      query: ({ ownerId, page, per_page }) => ({ url: `/users/${ownerId}/closet`, params: { page, per_page } }),
      providesTags: ['Closet', 'Item'],
    }),
    /** The member's reviews, newest first. */
    getUserReviews: build.query<Review[], string>({
      query: (userId) => `/reviews/user/${userId}`,
      transformResponse: (data: Answer<'ReviewList'>) => data.reviews,
      providesTags: ['Review'],
    }),
  }),
});

export const { useGetClosetQuery, useGetUserReviewsQuery } = closetApi;
