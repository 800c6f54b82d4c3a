import { api } from '../../lib/api';
import { MAX_SHOWN_FEATURED_RANK } from './constants';
import type { Item, ItemListParams, ItemPage, Settings } from './types';

export const EMPTY_ITEM_PAGE: ItemPage = { items: [], page: 1, per_page: 0, total: 0 };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function itemsOf(data: unknown): Item[] {
  if (Array.isArray(data)) return data as Item[];
  if (isObject(data) && Array.isArray(data.items)) return data.items as Item[];
  return [];
}

function toItemPage(data: unknown): ItemPage {
  const items = itemsOf(data);
  const fields = isObject(data) ? data : {};
  const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return {
    items,
    page: number(fields.page, 1),
    per_page: number(fields.per_page, items.length),
    total: number(fields.total, items.length),
  };
}

function isShownFeatured(item: Item): boolean {
  return typeof item.featured_rank === 'number' && item.featured_rank <= MAX_SHOWN_FEATURED_RANK;
}

export const itemsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public bag list. A failed call is logged and reads as an empty page. */
    getItems: build.query<ItemPage, ItemListParams>({
      async queryFn(params, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/hats', params: { ...params } });
        if (result.error) {
          console.warn('Failed to load items:', result.error.message);
          return { data: EMPTY_ITEM_PAGE };
        }
        return { data: toItemPage(result.data) };
      },
      providesTags: ['Item'],
    }),
    /** Featured bags in rank order, ranks 1-3 only. A failed call is logged and reads as an empty list. */
    getFeaturedItems: build.query<Item[], void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('/hats/featured');
        if (result.error) {
          console.warn('Failed to load featured items:', result.error.message);
          return { data: [] };
        }
        const featured = itemsOf(result.data).filter(isShownFeatured);
        return { data: featured.sort((a, b) => Number(a.featured_rank) - Number(b.featured_rank)) };
      },
      providesTags: ['Item'],
    }),
    getSettings: build.query<Settings, void>({
      query: () => '/settings',
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetItemsQuery, useGetFeaturedItemsQuery, useGetSettingsQuery } = itemsApi;
