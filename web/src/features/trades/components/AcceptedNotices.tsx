import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { flashShown } from '@/lib/flash';
import { viewTradeAction } from '@/lib/overlays';
import { isAdminUser } from '@/lib/session';
import { useGetActiveTradesQuery, useGetPendingTradesQuery } from '@/features/trades/api';
import { TRADE_MESSAGES } from '@/features/trades/messages';
import { perspective, waitingText } from '@/lib/trades';

/**
 * Tells a member when the partner accepts the request (or the changes) they
 * were waiting on: the live stream refreshes the trade lists, and a trade
 * that leaves "waiting for response" for the active list was accepted.
 * Renders nothing.
 */
export function AcceptedNotices() {
  const { id: me, user } = useCurrentUser();
  const skip = !me || isAdminUser(user);
  const pending = useGetPendingTradesQuery(undefined, { skip });
  const active = useGetActiveTradesQuery(undefined, { skip });
  const dispatch = useDispatch();
  /** The trades this member waits on the partner for, as last seen. */
  const waiting = useRef<Set<string> | null>(null);

  useEffect(() => {
    if (!pending.data || !active.data || pending.isFetching || active.isFetching) return;
    const now = new Set(pending.data.filter((t) => waitingText(t, me)).map((t) => t._id));
    for (const id of waiting.current ?? []) {
      const accepted = now.has(id) ? undefined : active.data.find((t) => t._id === id);
      if (accepted) {
        const view = perspective(accepted, me);
        dispatch(flashShown(TRADE_MESSAGES.partnerAccepted(view.partner.name, view.theirItem?.name ?? 'their bag'), 'success', viewTradeAction(id, 'active')));
      }
    }
    waiting.current = now;
  }, [pending.data, active.data, pending.isFetching, active.isFetching, me, dispatch]);

  return null;
}
