import { api } from '@/lib/api';
import type { Reply } from '@/lib/apiTypes';
import { MAX_SHOWN_FEATURED_RANK } from './constants';
import type { Item } from './types';

function isShownFeatured(item: Item): boolean {
  return typeof item.featured_rank === 'number' && item.featured_rank <= MAX_SHOWN_FEATURED_RANK;
}

/** An upload or edit: the form's fields plus, when photos change, every photo in order (main first). */
export interface ItemUpload {
  fields: Record<string, string | number | undefined>;
  /** New photos are files, kept photos (editing) their URLs. Leave out to keep the photos as they are. */
  photos?: Array<File | string>;
}

/** Multipart body: fields, then `image` / `image_url` (main) and `additional_images` (the rest). */
export function itemFormData({ fields, photos }: ItemUpload): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== '') form.append(key, String(value));
  }
  if (photos && photos.length > 0) {
    const [main, ...rest] = photos;
    if (typeof main === 'string') form.append('image_url', main);
    else form.append('image', main, main.name);
    const kept = rest.filter((p): p is string => typeof p === 'string');
    const added = rest.filter((p): p is File => typeof p !== 'string');
    // An empty value still says "these are all the additional photos" (none kept).
    if (kept.length === 0 && added.length === 0) form.append('additional_images', '');
    for (const url of kept) form.append('additional_images', url);
    for (const file of added) form.append('additional_images', file, file.name);
  }
  return form;
}

export const itemsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Featured bags in rank order, ranks 1-3 only. A failed call is logged and reads as an empty list. */
    getFeaturedItems: build.query<Item[], void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('/hats/featured');
        if (result.error) {
          console.warn('Failed to load featured items:', result.error.message);
          return { data: [] };
        }
        const featured = (result.data as Reply<'/hats/featured', 'get'>).items.filter(isShownFeatured);
        return { data: featured.sort((a, b) => Number(a.featured_rank) - Number(b.featured_rank)) };
      },
      providesTags: ['Item'],
    }),
    getItem: build.query<Item, string>({
      query: (id) => `/hats/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Item', id }],
    }),
    createItem: build.mutation<Reply<'/hats', 'post', 201>, ItemUpload>({
      query: (upload) => ({ url: '/hats', method: 'POST', body: itemFormData(upload) }),
      invalidatesTags: ['MyItem'],
    }),
    updateItem: build.mutation<Reply<'/hats/{id}', 'put'>, { id: string; upload: ItemUpload }>({
      query: ({ id, upload }) => ({ url: `/hats/${id}`, method: 'PUT', body: itemFormData(upload) }),
      invalidatesTags: (_r, _e, { id }) => ['MyItem', 'Item', 'Closet', { type: 'Item', id }],
    }),
    deleteItem: build.mutation<Reply<'/hats/{id}', 'delete'>, string>({
      query: (id) => ({ url: `/hats/${id}`, method: 'DELETE' }),
      invalidatesTags: ['MyItem', 'Item', 'Closet'],
    }),
  }),
});

export const {
  useGetFeaturedItemsQuery,
  useGetItemQuery,
  useCreateItemMutation,
  useUpdateItemMutation,
  useDeleteItemMutation,
} = itemsApi;
