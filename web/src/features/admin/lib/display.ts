import { formatDashboardDate, formatDashboardTime } from '@/lib/dates';
import { formatUSD, toAmount } from '@/lib/format';
import { DISPUTE_REF_LENGTH, ITEM_REF_LENGTH, TRADE_REF_LENGTH } from './constants';

/** A dispute's reference: the last 8 characters of its id, e.g. "#a1b2c3d4". */
export const disputeRef = (id: string | undefined | null) => (id ? `#${id.slice(-DISPUTE_REF_LENGTH)}` : '—');
/** A trade's reference: the last 6 characters of its id. */
export const tradeRef = (id: string | undefined | null) => (id ? `#${id.slice(-TRADE_REF_LENGTH)}` : '—');
/** An item's reference: the last 6 characters of its id. */
export const itemRef = (id: string | undefined | null) => (id ? `#${id.slice(-ITEM_REF_LENGTH)}` : '—');

/** US dollars with two decimals; "—" for a missing amount. */
export function usd(value: unknown): string {
  const n = toAmount(value);
  return n === undefined ? '—' : formatUSD(n);
}

/** A 0-5 rating to one decimal, "4.5 / 5.0". */
export function ratingText(value: unknown): string {
  const n = toAmount(value);
  return `${(n ?? 0).toFixed(1)} / 5.0`;
}

/** "Nov 22, 2026, 3:41 PM" as members see times (New York, UTC-4); "—" when missing. */
export const dateTime = formatDashboardTime;

/** "Nov 22, 2026": calendar dates as written, times on the members' (New York) day. */
export const dateOnly = formatDashboardDate;

/** "item_not_received" -> "Item not received". */
export function humanize(value: string | null | undefined): string {
  if (!value) return '';
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
