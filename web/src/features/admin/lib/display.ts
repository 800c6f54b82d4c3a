import { formatUSD, toAmount } from '../../../lib/format';
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

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Nov 22, 2026, 3:41 PM" in the browser's time zone; "—" when missing. */
export function dateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? '—' : DATE_TIME.format(new Date(ms));
}

/** "Nov 22, 2026"; calendar dates (YYYY-MM-DD) are shown as written. */
export function dateOnly(value: string | null | undefined): string {
  if (!value) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return DATE.format(new Date(y, m - 1, d));
  }
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? '—' : DATE.format(new Date(ms));
}

/** "item_not_received" -> "Item not received". */
export function humanize(value: string | null | undefined): string {
  if (!value) return '';
  const text = value.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
