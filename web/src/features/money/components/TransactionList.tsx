import { formatDashboardTime } from '@/lib/dates';
import { formatUSD } from '@/lib/format';
import { MEMBER_TRANSACTION_TYPE_LABELS } from '@/lib/labels';
import type { Transaction } from '@/features/money/types';
import styles from './Money.module.css';

export function transactionLabel(t: Transaction): string {
  const type = t.type ?? t.transaction_type ?? '';
  return MEMBER_TRANSACTION_TYPE_LABELS[type] ?? (type ? type.replace(/_/g, ' ') : 'Transaction');
}

/** Latest money movements, newest first: credits in green with +, debits with −. */
export function TransactionList({ transactions, limit }: { transactions: Transaction[]; limit?: number }) {
  const shown = limit ? transactions.slice(0, limit) : transactions;
  return (
    <ul className={styles.rows}>
      {shown.map((t) => {
        const credit = t.direction === 'credit';
        const isHold = (t.type ?? t.transaction_type ?? '').startsWith('hold_');
        return (
          <li key={t._id} className={styles.row}>
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>{transactionLabel(t)}</span>
              <span className={styles.rowMeta}>
                {t.description ? `${t.description} · ` : ''}
                {formatDashboardTime(t.created_at)}
              </span>
            </div>
            <span className={`${styles.amount} ${credit ? styles.credit : ''} ${isHold ? styles.hold : ''}`}>
              {credit ? '+' : '−'}
              {formatUSD(Math.abs(Number(t.amount) || 0))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
