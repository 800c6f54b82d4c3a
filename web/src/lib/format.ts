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
