import type { Answer, Schema } from '../../lib/apiTypes';
import { api } from '../../lib/api';
import { isObject, listOf, num } from '../../lib/normalize';

export interface ClosetItem {
  _id: string;
  name: string;
  owner_id?: string;
  [field: string]: unknown;
}

export interface Closet {
  profile: {
    _id?: string;
    name?: string;
    closet_name?: string;
    profile_image_url?: string;
    created_at?: string;
    zip_code?: string;
    bio?: string;
  };
  stats: { average_rating: number; rating_count: number; total_items: number };
  items: ClosetItem[];
  page: number;
  per_page: number;
  total: number;
}

/** A review as GET /reviews/user/{id} answers it. */
export type Review = Schema<'Review'> & { _id: string; rating: number };

function toCloset(data: unknown, ownerId: string): Closet {
  const d = isObject(data) ? data : {};
  const profile = (isObject(d.profile) ? d.profile : {}) as Closet['profile'];
  const stats = isObject(d.stats) ? d.stats : {};
  const items = listOf<ClosetItem>(d, 'items').map((item) => ({ ...item, owner_id: item.owner_id ?? ownerId }));
  return {
    profile,
    stats: {
      average_rating: num(stats.average_rating) ?? 0,
      rating_count: num(stats.rating_count) ?? 0,
      total_items: num(stats.total_items) ?? num(d.total) ?? items.length,
    },
    items,
    page: num(d.page) ?? 1,
    per_page: num(d.per_page) ?? items.length,
    total: num(d.total) ?? items.length,
  };
}

export const closetApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCloset: build.query<Closet, { ownerId: string; page: number; per_page: number }>({
      query: ({ ownerId, page, per_page }) => ({ url: `/users/${ownerId}/closet`, params: { page, per_page } }),
      transformResponse: (data: unknown, _meta, { ownerId }) => toCloset(data, ownerId),
      providesTags: ['Closet', 'Item'],
    }),
    getUserReviews: build.query<Review[], string>({
      query: (userId) => `/reviews/user/${userId}`,
      transformResponse: (data: Answer<'ReviewList'>): Review[] =>
        (data.reviews ?? [])
          .map((r) => ({ ...r, _id: r._id ?? '', rating: r.rating ?? 0 }))
          .sort((a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? '')),
      providesTags: ['Review'],
    }),
  }),
});

export const { useGetClosetQuery, useGetUserReviewsQuery } = closetApi;

/** "Ana" from a reviewer given as a name, a username or an object with one. */
export function personName(person: unknown, fallback = 'A member'): string {
  if (typeof person === 'string' && person) return person;
  if (isObject(person)) {
    for (const key of ['name', 'username', 'closet_name', 'user_name']) {
      if (typeof person[key] === 'string' && person[key]) return person[key] as string;
    }
  }
  return fallback;
}
