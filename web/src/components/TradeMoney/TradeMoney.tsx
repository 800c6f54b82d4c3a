import { formatUSD } from '@/lib/format';
import { tradeMoney, type TradeBreakdown } from '@/lib/tradeMoney';
import styles from './TradeMoney.module.css';

interface TradeMoneyProps {
  breakdown: TradeBreakdown;
  deliveryMethod: string | undefined;
  /** Names the figures for assistive technology, e.g. "Maya's figures". */
  label?: string;
}

/** One member's trade money as the API reports it: the same lines on member and admin screens. */
export function TradeMoney({ breakdown, deliveryMethod, label }: TradeMoneyProps) {
  const view = tradeMoney(breakdown, deliveryMethod);
  return (
    <div role="group" aria-label={label}>
      <dl className={styles.lines}>
        {view.lines.map((line) => (
          <div key={line.label} className={line.total ? styles.total : undefined}>
            <dt>
              {line.label}
              {line.hint && <small className={styles.hint}>{line.hint}</small>}
            </dt>
            <dd className={line.value < 0 ? styles.negative : undefined}>{formatUSD(line.value)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{view.note}</p>
    </div>
  );
}
