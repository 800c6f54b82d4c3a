import { useEffect, useMemo, useState } from 'react';
import { useLazyGetTradeMessagesQuery } from '@/lib/tradeMessagesApi';
import { byTime, messageEntry, timelineOf, type TimelineEntry, type TradeDetailParts } from '@/lib/trades';

type Kept = Map<string, TimelineEntry>;

function keep(prev: Kept, entries: TimelineEntry[]): Kept {
  const fresh = entries.filter((e) => !prev.has(e.id));
  if (fresh.length === 0) return prev;
  const next = new Map(prev);
  for (const e of fresh) next.set(e.id, e);
  return next;
}

/**
 * The trade's timeline (which carries only its newest messages) with the
 * older messages paged in ("Load older messages"), oldest first, each once.
 * Messages once shown stay shown when newer ones push them out of the polled
 * detail, so paging leaves no gap.
 */
export function useTradeTimeline(detail: TradeDetailParts | undefined) {
  const [kept, setKept] = useState<Kept>(() => new Map());
  const [pagedCursor, setPagedCursor] = useState<{ next: string | null } | null>(null);
  const [fetchPage, { isFetching }] = useLazyGetTradeMessagesQuery();
  const [failed, setFailed] = useState(false);
  const current = useMemo(() => (detail ? timelineOf(detail) : []), [detail]);

  useEffect(() => {
    setKept((prev) => keep(prev, current.filter((e) => e.kind === 'message')));
  }, [current]);

  const cursor = pagedCursor ? pagedCursor.next : (detail?.messages_next_cursor ?? null);

  const loadOlder = async () => {
    if (!cursor || !detail) return;
    setFailed(false);
    const result = await fetchPage({ id: detail.trade._id, before: cursor });
    if (!result.data) return setFailed(true);
    const page = result.data;
    setKept((prev) => keep(prev, page.messages.map(messageEntry)));
    setPagedCursor({ next: page.next_cursor });
  };

  const timeline = useMemo(() => {
    const shown = new Set(current.map((e) => e.id));
    return byTime([...[...kept.values()].filter((e) => !shown.has(e.id)), ...current]);
  }, [current, kept]);

  return { timeline, hasOlder: Boolean(cursor), loadOlder, loading: isFetching, failed };
}
