import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountTab } from '@/lib/appEvents';
import { displayStatus, type Trade } from '@/lib/trades';

/** How long a card stays in its old list showing its new state. */
export const MOVED_LINGER_MS = 4000;

/** The account panel tab that lists trades of a status, and its title. */
export function listOf(status: string): { tab: AccountTab; title: string } {
  if (['accepted', 'active', 'disputed'].includes(status)) return { tab: 'active', title: 'Active Trades' };
  if (['pending', 'modified'].includes(status)) return { tab: 'trades', title: 'Pending Trades' };
  return { tab: 'history', title: 'Trade History' };
}

/** "Now active: moved to Active Trades". */
export function movedNote(trade: Trade): string {
  return `Now ${displayStatus(trade.status)}: moved to ${listOf(trade.status).title}`;
}

/**
 * A trade the member's own action moved out of this list keeps its place
 * for a few seconds, with its new state, instead of vanishing.
 */
export function useMovedTrades(trades: Trade[]) {
  const [moved, setMoved] = useState<Record<string, Trade>>({});
  const order = useRef<string[]>([]);

  useEffect(() => {
    const ids = Object.keys(moved);
    if (ids.length === 0) return;
    const timer = window.setTimeout(() => setMoved({}), MOVED_LINGER_MS);
    return () => window.clearTimeout(timer);
  }, [moved]);

  const changed = useCallback((trade: Trade) => setMoved((m) => ({ ...m, [trade._id]: trade })), []);

  const listed = new Set(trades.map((t) => t._id));
  const shown: { trade: Trade; note?: string }[] = trades.map((trade) => ({ trade }));
  for (const [id, trade] of Object.entries(moved)) {
    if (listed.has(id)) continue;
    const at = order.current.indexOf(id);
    shown.splice(at < 0 ? shown.length : Math.min(at, shown.length), 0, { trade, note: movedNote(trade) });
  }
  order.current = shown.map((s) => s.trade._id);
  return { shown, changed };
}
