import { within } from '@testing-library/react';
import { expect } from 'vitest';
import { formatUSD } from '@/lib/format';
import { MONEY_WORDS } from '@/lib/moneyWords';
import type { TradeBreakdown } from '@/lib/tradeMoney';
import type { Trade } from '@/lib/trades';
import FIGURES from './tradeFigures.json';

/**
 * The money figures the API answered for one trade in each status, per
 * reader (api/trade_figures_test.go writes and checks this file).
 */
export const API_FIGURES = FIGURES as Record<
  string,
  {
    /** The trade's status (cancelled_after_acceptance is a cancelled trade). */
    status: Trade['status'];
    delivery_method: Trade['delivery_method'];
    member: Record<'initiator' | 'receiver', TradeBreakdown>;
    admin: Record<'initiator' | 'receiver', TradeBreakdown>;
    perspective: Record<'initiator' | 'receiver', TradeBreakdown>;
  }
>;

/** The cases: pending, accepted, completed, rejected, cancelled, cancelled_after_acceptance. */
export const FIGURE_CASES = Object.keys(API_FIGURES);

/** The amount shown beside a label in a list of figures, or undefined. */
function shown(group: HTMLElement, label: string): string | undefined {
  const dt = within(group).queryByText(label, { selector: 'dt' });
  return dt?.nextElementSibling?.textContent ?? undefined;
}

/** Asserts that a screen's figures are exactly the API's, line by line, with nothing added. */
export function expectApiFigures(group: HTMLElement, b: TradeBreakdown) {
  const amounts = within(group)
    .queryAllByRole('definition')
    .map((dd) => dd.textContent);
  if (b.basis === 'not_charged') {
    expect(shown(group, 'Charged')).toBe(formatUSD(0));
    expect(amounts).toEqual([formatUSD(0)]);
    expect(within(group).getByText(/nothing was charged/)).toBeInTheDocument();
    return;
  }
  if (b.basis === 'cancelled') {
    const back = [-(b.fees_refunded ?? 0), b.penalty_paid ?? 0, -(b.penalty_received ?? 0)].filter((v) => v !== 0);
    expect(amounts).toEqual([b.site_fee, b.delivery_fees, ...back, b.total_charge].map(formatUSD));
    expect(shown(group, 'Net cost')).toBe(
      formatUSD(b.site_fee + b.delivery_fees - (b.fees_refunded ?? 0) + (b.penalty_paid ?? 0) - (b.penalty_received ?? 0)),
    );
    return;
  }
  const expected = [b.site_fee, b.delivery_fees, b.other_item_value, b.total_charge, b.original_balance, b.ending_balance]
    .filter((v): v is number => v !== undefined)
    .map(formatUSD);
  expect(amounts).toEqual(expected);
  expect(shown(group, MONEY_WORDS.siteFee)).toBe(formatUSD(b.site_fee));
  expect(shown(group, MONEY_WORDS.total)).toBe(formatUSD(b.site_fee + b.delivery_fees + b.other_item_value));
  expect(shown(group, MONEY_WORDS.hold)).toBe(formatUSD(b.other_item_value));
  if (b.ending_balance !== undefined) expect(shown(group, MONEY_WORDS.availableAfter)).toBe(formatUSD(b.ending_balance));
}
