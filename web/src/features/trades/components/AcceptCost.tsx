import { formatUSD } from '@/lib/format';
import type { TradeBreakdown } from '@/lib/tradeMoney';
import { perspective, type Trade } from '@/lib/trades';
import styles from './Trades.module.css';

export interface AcceptCost {
  /** Site and delivery fees, paid at acceptance. */
  fees: number;
  /** The other bag's value, held until the trade completes. */
  hold: number;
  breakdown: TradeBreakdown;
}

/** What saying yes costs this member, from the API's estimate (null when it sent none). */
export function acceptCostOf(trade: Trade, me: string | undefined): AcceptCost | null {
  const breakdown = perspective(trade, me).financials;
  if (!breakdown || breakdown.basis !== 'estimate') return null;
  const fees = trade.financials?.total_fee_due_on_accept ?? breakdown.site_fee + breakdown.delivery_fees;
  return { fees, hold: breakdown.other_item_value, breakdown };
}

/** "Accepting costs $10.00 in fees, plus a $120.00 hold that comes back when the trade completes." */
export function AcceptCostLine({ cost, verb = 'Accepting' }: { cost: AcceptCost; verb?: string }) {
  return (
    <p className={styles.cost}>
      {verb} costs <strong>{formatUSD(cost.fees)}</strong> in fees, plus a <strong>{formatUSD(cost.hold)}</strong> hold that comes back when
      the trade completes.
    </p>
  );
}
