import { expect, it } from 'vitest';
import { formatUSD } from './format';

it('formats dollars in en-US with two decimals', () => {
  expect(formatUSD(5)).toBe('$5.00');
  expect(formatUSD(12.5)).toBe('$12.50');
  expect(formatUSD(1234.567)).toBe('$1,234.57');
});
