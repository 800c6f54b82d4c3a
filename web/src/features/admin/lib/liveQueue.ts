import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { adminApi } from '@/features/admin/api';

/** How often an open queue asks again (administrators get no live stream; members' requests land here). */
export const QUEUE_POLL_MS = 5_000;

/** Polling options for a queue that stays current while its tab is on screen. */
export const liveQueue = { pollingInterval: QUEUE_POLL_MS, skipPollingIfUnfocused: true, refetchOnFocus: true } as const;

type WorkCount = 'pendingItems' | 'openDisputes' | 'pendingDeposits' | 'pendingWithdrawals';

const selectWork = adminApi.endpoints.adminOpenWork.select();

/**
 * Keeps the sidebar's count in step with the list on screen: when the list
 * of pending requests answers with another total than the count shows, the
 * counts (and only they) are asked again at once, not at their own slower pace.
 */
export function useWorkCountInStep(key: WorkCount, total: number | undefined) {
  const dispatch = useDispatch();
  const shown = useSelector(selectWork).data?.[key];
  useEffect(() => {
    if (total !== undefined && shown !== undefined && shown !== total) dispatch(adminApi.util.invalidateTags(['AdminWork']));
  }, [total, shown, dispatch]);
}
