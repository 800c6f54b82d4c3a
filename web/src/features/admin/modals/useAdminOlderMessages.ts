import { useMemo, useState } from 'react';
import type { Schema } from '@/lib/apiTypes';
import { useLazyAdminTradeMessagesQuery } from '@/features/admin/api';
import type { TradeDetail } from '@/features/admin/types';

type Entry = Schema<'TradeTimelineEntry'>;
type Message = Schema<'TradeMessage'>;

/** A chat message as a timeline line, as the detail's newest messages show. */
export function messageEntry(m: Message): Entry {
  return {
    id: m._id ?? '',
    kind: 'message',
    icon: '✉',
    description: m.is_admin ? 'Message from an administrator' : 'Message',
    user_id: m.user_id,
    user_name: m.user_name ?? '',
    message: m.message,
    timestamp: m.created_at ?? '',
  };
}

const time = (e: Entry) => Date.parse(e.timestamp ?? '') || 0;

/**
 * The admin trade timeline with the older chat messages paged in ("Load
 * older messages"), oldest first, each message once.
 */
export function useAdminOlderMessages(tradeId: string, detail: TradeDetail | undefined) {
  const [older, setOlder] = useState<Entry[]>([]);
  const [cursor, setCursor] = useState<{ next: string | null } | null>(null);
  const [failed, setFailed] = useState(false);
  const [fetchPage, { isFetching }] = useLazyAdminTradeMessagesQuery();
  const next = cursor ? cursor.next : (detail?.messages_next_cursor ?? null);

  const loadOlder = async () => {
    if (!next) return;
    setFailed(false);
    const result = await fetchPage({ id: tradeId, before: next });
    if (!result.data) return setFailed(true);
    const page = result.data;
    setOlder((prev) => [...prev, ...page.messages.map(messageEntry)]);
    setCursor({ next: page.next_cursor ?? null });
  };

  const timeline = useMemo(() => {
    const shown = new Set((detail?.timeline ?? []).map((e) => e.id));
    const paged = older.filter((e) => !shown.has(e.id));
    return [...paged, ...(detail?.timeline ?? [])].sort((a, b) => time(a) - time(b));
  }, [detail?.timeline, older]);

  return { timeline, hasOlder: Boolean(next), loadOlder, loading: isFetching, failed };
}
