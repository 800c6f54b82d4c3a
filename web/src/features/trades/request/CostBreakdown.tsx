import { formatUSD } from '@/lib/format';
import styles from './RequestTrade.module.css';

interface CostBreakdownProps {
  siteFee: number;
  /** Pickup fee or round-trip shipping; null until a delivery method is priced. */
  delivery: number | null;
  deliveryLabel: string;
  hold: number;
  available?: number;
}

/** Total cost = site fee + delivery + the other bag's value held as security. */
export function CostBreakdown({ siteFee, delivery, deliveryLabel, hold, available }: CostBreakdownProps) {
  const total = siteFee + (delivery ?? 0) + hold;
  const after = available === undefined ? undefined : available - total;
  return (
    <div>
      <dl className={styles.costList}>
        <div>
          <dt>Site fee</dt>
          <dd>{formatUSD(siteFee)}</dd>
        </div>
        <div>
          <dt>{deliveryLabel}</dt>
          <dd>{delivery === null ? '—' : formatUSD(delivery)}</dd>
        </div>
        <div>
          <dt>Security hold (bag value)</dt>
          <dd>{formatUSD(hold)}</dd>
        </div>
        <div className={styles.total}>
          <dt>Total cost</dt>
          <dd>{formatUSD(total)}</dd>
        </div>
        {available !== undefined && (
          <div className={styles.after}>
            <dt>Available balance after this trade</dt>
            <dd className={after !== undefined && after < 0 ? styles.negative : undefined}>{formatUSD(after ?? 0)}</dd>
          </div>
        )}
      </dl>
      <p className="hint">
        The hold is reserved from your balance now and released when the trade completes. Site and delivery fees are charged when the
        owner accepts.
      </p>
    </div>
  );
}
