import { useEffect, useMemo, useState } from 'react';
import { useLazyGetTradeMessagesQuery } from '@/features/trades/api';
import type { TimelineEntry, Trade } from '@/features/trades/model';

type Kept = Map<string, TimelineEntry>;

function keep(prev: Kept, entries: TimelineEntry[]): Kept {
  const fresh = entries.filter((e) => !prev.has(e.id));
  if (fresh.length === 0) return prev;
  const next = new Map(prev);
  for (const e of fresh) next.set(e.id, e);
  return next;
}

function time(e: TimelineEntry): number {
  return Date.parse(e.timestamp ?? '') || 0;
}

/**
 * The trade's timeline (which carries only its newest messages) with the
 * older messages the member paged in. Messages once shown stay shown when
 * newer ones push them out of the polled detail, so paging leaves no gap.
 */
export function useOlderMessages(trade: Trade) {
  const [kept, setKept] = useState<Kept>(() => new Map());
  const [pagedCursor, setPagedCursor] = useState<{ next?: string } | null>(null);
  const [fetchPage, { isFetching }] = useLazyGetTradeMessagesQuery();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setKept((prev) => keep(prev, trade.timeline.filter((e) => e.kind === 'message')));
  }, [trade.timeline]);

  const cursor = pagedCursor ? pagedCursor.next : trade.messagesNextCursor;

  const loadOlder = async () => {
    if (!cursor) return;
    setFailed(false);
    const result = await fetchPage({ id: trade.id, before: cursor });
    if (!result.data) return setFailed(true);
    const page = result.data;
    setKept((prev) => keep(prev, page.messages));
    setPagedCursor({ next: page.nextCursor });
  };

  const timeline = useMemo(() => {
    const shown = new Set(trade.timeline.map((e) => e.id));
    const older = [...kept.values()].filter((e) => !shown.has(e.id));
    return [...older, ...trade.timeline].sort((a, b) => time(a) - time(b));
  }, [trade.timeline, kept]);

  return { timeline, hasOlder: Boolean(cursor), loadOlder, loading: isFetching, failed };
}
