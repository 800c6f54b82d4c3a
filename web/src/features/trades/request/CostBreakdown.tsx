import { formatUSD } from '@/lib/format';
import { MONEY_WORDS as W } from '@/lib/moneyWords';
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
          <dt>{W.siteFee}</dt>
          <dd>{formatUSD(siteFee)}</dd>
        </div>
        <div>
          <dt>{deliveryLabel}</dt>
          <dd>{delivery === null ? '—' : formatUSD(delivery)}</dd>
        </div>
        <div>
          <dt>
            {W.hold}
            <small className={styles.costHint}>{W.holdHint}</small>
          </dt>
          <dd>{formatUSD(hold)}</dd>
        </div>
        <div className={styles.total}>
          <dt>
            {W.total}
            <small className={styles.costHint}>{W.totalHint}</small>
          </dt>
          <dd>{formatUSD(total)}</dd>
        </div>
        {available !== undefined && (
          <div className={styles.after}>
            <dt>{W.availableAfter}</dt>
            <dd className={after !== undefined && after < 0 ? styles.negative : undefined}>{formatUSD(after ?? 0)}</dd>
          </div>
        )}
      </dl>
      <p className="hint">
        You pay the site and delivery fees only when the owner accepts. The hold is set aside from your available balance now and comes
        back when the trade completes (or at once if the request ends unaccepted).
      </p>
    </div>
  );
}
