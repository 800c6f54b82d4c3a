import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BalanceFigures } from '@/components/BalanceFigures/BalanceFigures';
import { MONEY_WORDS as W } from '@/lib/moneyWords';
import type { TradeBreakdown } from '@/lib/tradeMoney';
import { CostBreakdown } from '@/features/trades/request/CostBreakdown';
import { TradeMoney } from '@/components/TradeMoney/TradeMoney';

const ESTIMATE: TradeBreakdown = {
  basis: 'estimate',
  computed: true,
  site_fee: 5,
  delivery_fees: 5,
  other_item_value: 120,
  total_charge: 130,
  original_balance: 300,
  ending_balance: 170,
};

/** The label of each line (the dt's own text, without its hint) and its amount. */
function lines(group: HTMLElement): [string, string][] {
  return within(group)
    .getAllByRole('term')
    .map((dt) => [dt.firstChild?.textContent ?? '', dt.nextElementSibling?.textContent ?? '']);
}

describe('money words, the same on every screen', () => {
  it('trade details (member and admin) name what is paid, what is held and comes back, and what stays available', () => {
    render(<TradeMoney breakdown={ESTIMATE} deliveryMethod="pickup" label="Your costs" />);
    const group = screen.getByRole('group', { name: 'Your costs' });
    expect(lines(group)).toEqual([
      ['Site fee', '$5.00'],
      ['Pickup fee', '$5.00'],
      ['Security hold (their bag)', '$120.00'],
      ['Total: fees + hold', '$130.00'],
      ['Your balance now', '$300.00'],
      ['Available after fees and hold', '$170.00'],
    ]);
    expect(group).toHaveTextContent(/Not a charge: held until the trade completes, then it comes back/);
    expect(group).not.toHaveTextContent(/Balance after|Total cost/);
  });

  it('the request form uses the same words for the same figures', () => {
    render(
      <CostBreakdown
        charges={{ site_fee: 5, delivery_fee: 5, hold: 120, total: 130 }}
        deliveryChosen
        deliveryLabel={W.pickupFee}
        available={300}
      />,
    );
    const list = screen.getByText(W.total).closest('dl')!;
    expect(lines(list)).toEqual([
      ['Site fee', '$5.00'],
      ['Pickup fee', '$5.00'],
      ['Security hold (their bag)', '$120.00'],
      ['Total: fees + hold', '$130.00'],
      ['Available after fees and hold', '$170.00'],
    ]);
    expect(list).not.toHaveTextContent(/Total cost|Balance after/);
  });

  it('the balance figures say the balance includes holds and what is available to spend', () => {
    render(<BalanceFigures amounts={{ balance: 290, available_balance: 170, held: 120, active_fees: 10 }} />);
    expect(screen.getByRole('group', { name: W.balance })).toHaveTextContent(`$290.00${W.balanceHint}`);
    expect(screen.getByRole('group', { name: W.available })).toHaveTextContent(`$170.00${W.availableHint}`);
    expect(screen.getByRole('group', { name: W.held })).toHaveTextContent(/comes back/i);
  });
});
