import { Banner } from '../../../components/Banner/Banner';
import styles from '../admin.module.css';
import { usd } from '../lib/display';
import { FINANCIAL_SOURCE_LABELS, type FinancialResult } from '../lib/financials';

/** One member's fees, hold and balances as the display rules give them. */
export function FinancialFigures({ result, label }: { result: FinancialResult; label: string }) {
  if (!result.ok) return <Banner tone="error">{result.error}</Banner>;
  const v = result.view;
  const balanceLabel = v.source === 'computed' ? 'Current balance' : 'Balance at acceptance';
  return (
    <div className={styles.section} aria-label={label} role="group">
      <dl className={styles.figures}>
        <dt>Site fee</dt>
        <dd>{usd(v.siteFee)}</dd>
        {v.source === 'snapshot' && (v.shippingFee ?? 0) > 0 && (
          <>
            <dt>Shipping fee (round trip)</dt>
            <dd>{usd(v.shippingFee)}</dd>
          </>
        )}
        {v.source === 'snapshot' && (v.pickupFee ?? 0) > 0 && (
          <>
            <dt>Pickup fee</dt>
            <dd>{usd(v.pickupFee)}</dd>
          </>
        )}
        {(v.source !== 'snapshot' || ((v.shippingFee ?? 0) === 0 && (v.pickupFee ?? 0) === 0)) && (
          <>
            <dt>Delivery fees</dt>
            <dd>{usd(v.deliveryFees)}</dd>
          </>
        )}
        <dt className={styles.total}>Total due</dt>
        <dd className={styles.total}>{usd(v.totalDue)}</dd>
        <dt>Hold (partner&apos;s bag)</dt>
        <dd>{usd(v.hold)}</dd>
        <dt>Total including hold</dt>
        <dd>{usd(v.totalIncludingHold)}</dd>
        <dt>{balanceLabel}</dt>
        <dd>{usd(v.balance)}</dd>
        <dt className={styles.total}>Ending balance</dt>
        <dd className={styles.total}>{usd(v.endingBalance)}</dd>
      </dl>
      <p className={styles.sourceNote}>{FINANCIAL_SOURCE_LABELS[v.source]}</p>
    </div>
  );
}
