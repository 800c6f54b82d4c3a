import { useGetItemsQuery, useGetMyItemsQuery } from '@/lib/memberApi';
import { useCurrentUser } from './useCurrentUser';

/** Bags another member offers in the modify dialog: page 1, 50 per page. */
const OWNER_LIST_SIZE = 50;

/** The signed-in member's own bags (none for a guest). */
export function useMyBags() {
  const { token } = useCurrentUser();
  const q = useGetMyItemsQuery(undefined, { skip: !token });
  return { items: q.data ?? [], isLoading: q.isLoading, isError: q.isError };
}

/** Another member's listed bags, newest first. */
export function useOwnerBags(ownerId: string | undefined) {
  const q = useGetItemsQuery({ owner: ownerId, page: 1, per_page: OWNER_LIST_SIZE, sort: 'created_at', order: 'desc' }, { skip: !ownerId });
  return { items: q.data?.items ?? [], isLoading: q.isLoading };
}
