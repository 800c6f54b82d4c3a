import { api } from './api';
import type { Reply } from './apiTypes';

/** One page of the member's favorites (GET /user/favorites). */
export type FavoritePage = Reply<'/user/favorites', 'get'>;

/**
 * Favorites: the hearts on bag cards and details (any page), the dashboard's
 * Favorites tab and the owner's counts on My Bags.
 */
export const favoritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFavoriteIds: build.query<string[], void>({
      query: () => '/user/favorites/ids',
      transformResponse: (data: Reply<'/user/favorites/ids', 'get'>) => data.ids,
      providesTags: ['Favorite'],
    }),
    getFavorites: build.query<FavoritePage, { page: number; per_page: number }>({
      query: (params) => ({ url: '/user/favorites', params }),
      providesTags: ['Favorite'],
    }),
    getFavoriteCounts: build.query<Record<string, number>, void>({
      query: () => '/user/favorite-counts',
      transformResponse: (data: Reply<'/user/favorite-counts', 'get'>) => data.counts,
      providesTags: ['Favorite'],
    }),
    /** Keeps (favorite) or drops a bag; the heart turns at once and turns back if the server refuses. */
    setFavorite: build.mutation<Reply<'/hats/{id}/favorite', 'put'>, { id: string; favorite: boolean }>({
      query: ({ id, favorite }) => ({ url: `/hats/${id}/favorite`, method: favorite ? 'PUT' : 'DELETE' }),
      async onQueryStarted({ id, favorite }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          favoritesApi.util.updateQueryData('getFavoriteIds', undefined, (ids) => (favorite ? [id, ...ids.filter((x) => x !== id)] : ids.filter((x) => x !== id))),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Favorite'],
    }),
  }),
});

export const { useGetFavoriteIdsQuery, useGetFavoritesQuery, useGetFavoriteCountsQuery, useSetFavoriteMutation } = favoritesApi;
