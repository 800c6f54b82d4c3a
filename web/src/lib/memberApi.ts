import { api } from './api';
import type { Reply, Schema } from './apiTypes';
import type { paths } from './api-schema';

/** A page of listed bags (GET /hats). */
export type ItemPage = Schema<'CatalogItemPage'>;

/** The filters, sort and page of GET /hats. */
export type ItemQuery = NonNullable<paths['/hats']['get']['parameters']['query']>;

export const EMPTY_ITEM_PAGE: ItemPage = { items: [], page: 1, per_page: 0, total: 0 };

/**
 * What several features read: the member's profile, balance and bags, the
 * listed bags and the site settings. Each feature adds its own calls next to
 * its screens; these live here so features need not import each other.
 */
export const memberApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Schema<'AccountsUser'>, void>({
      query: () => '/user/profile',
      providesTags: ['Profile'],
    }),
    getBalance: build.query<Reply<'/user/balance', 'get'>, void>({
      query: () => '/user/balance',
      providesTags: ['Balance'],
    }),
    /** The signed-in member's own bags, every status. */
    getMyItems: build.query<Schema<'CatalogItem'>[], void>({
      query: () => '/hats/my-hats',
      transformResponse: (data: Reply<'/hats/my-hats', 'get'>) => data.items,
      providesTags: ['MyItem'],
    }),
    /** Public bag list. A failed call is logged and reads as an empty page. */
    getItems: build.query<ItemPage, ItemQuery>({
      async queryFn(params, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/hats', params: { ...params } });
        if (result.error) {
          console.warn('Failed to load items:', result.error.message);
          return { data: EMPTY_ITEM_PAGE };
        }
        return { data: result.data as ItemPage };
      },
      providesTags: ['Item'],
    }),
    getSettings: build.query<Schema<'CatalogSettings'>, void>({
      query: () => '/settings',
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetProfileQuery, useGetBalanceQuery, useGetMyItemsQuery, useGetItemsQuery, useGetSettingsQuery } = memberApi;
