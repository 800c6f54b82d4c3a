const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats dollars as US currency with two decimals, e.g. 1234.5 -> "$1,234.50". */
export function formatUSD(amount: number): string {
  return usd.format(amount);
}

/** A dollar amount from the API (number or numeric string), or undefined. */
export function toAmount(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** formatUSD for a value that may be missing: "—" then. */
export function formatMaybeUSD(value: unknown): string {
  const n = toAmount(value);
  return n === undefined ? '—' : formatUSD(n);
}

/** A rating with the given decimals, "—" when there is none. */
export function formatRating(value: unknown, decimals = 1): string {
  const n = toAmount(value);
  return n === undefined ? '—' : n.toFixed(decimals);
}

/** The last `n` characters of an id, as reference numbers are shown. */
export function shortId(id: string | undefined | null, n = 6): string {
  return id ? id.slice(-n) : '';
}

/** Cuts text to `max` characters with an ellipsis. */
export function truncate(text: string | undefined | null, max: number): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** "1 purse" / "3 purses" style counts. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
