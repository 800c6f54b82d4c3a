import type { Charges } from '@/features/trades/calendar';
import { formatUSD } from '@/lib/format';
import { MONEY_WORDS as W } from '@/lib/moneyWords';
import styles from './RequestTrade.module.css';

interface CostBreakdownProps {
  /** What accepting would take, as the server works it out; null until the calendar answers or when shipping cannot be priced. */
  charges: Charges | null;
  /** The delivery fee and the total show once a delivery method is chosen. */
  deliveryChosen: boolean;
  deliveryLabel: string;
  available?: number;
}

const shown = (amount: number | undefined) => (amount === undefined ? '—' : formatUSD(amount));

/** Total cost = site fee + delivery + the other bag's value held as security, as the server adds them up. */
export function CostBreakdown({ charges, deliveryChosen, deliveryLabel, available }: CostBreakdownProps) {
  const priced = deliveryChosen ? charges : null;
  const after = available === undefined || !priced ? undefined : available - priced.total;
  return (
    <div>
      <dl className={styles.costList}>
        <div>
          <dt>{W.siteFee}</dt>
          <dd>{shown(charges?.site_fee)}</dd>
        </div>
        <div>
          <dt>{deliveryLabel}</dt>
          <dd>{shown(priced?.delivery_fee)}</dd>
        </div>
        <div>
          <dt>
            {W.hold}
            <small className={styles.costHint}>{W.holdHint}</small>
          </dt>
          <dd>{shown(charges?.hold)}</dd>
        </div>
        <div className={styles.total}>
          <dt>
            {W.total}
            <small className={styles.costHint}>{W.totalHint}</small>
          </dt>
          <dd>{shown(priced?.total)}</dd>
        </div>
        {after !== undefined && (
          <div className={styles.after}>
            <dt>{W.availableAfter}</dt>
            <dd className={after < 0 ? styles.negative : undefined}>{formatUSD(after)}</dd>
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
