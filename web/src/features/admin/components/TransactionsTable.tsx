import { Button } from '@/components/Button/Button';
import styles from '@/features/admin/admin.module.css';
import { TRANSACTION_TYPE_LABELS } from '@/lib/labels';
import { dateTime, tradeRef, usd } from '@/features/admin/lib/display';
import type { Transaction } from '@/features/admin/types';
import { StackedTable } from './AdminTable';
import { Who } from './common';

interface TransactionsTableProps {
  transactions: Transaction[];
  showUser?: boolean;
  onDelete?: (tx: Transaction) => void;
  onOpenUser?: (userId: string) => void;
  busyId?: string | null;
}

/** Ledger rows: when, who, what, signed amount and the balance after. */
export function TransactionsTable({ transactions, showUser = true, onDelete, onOpenUser, busyId }: TransactionsTableProps) {
  return (
    <StackedTable label="Transactions">
      <thead>
        <tr>
          <th>Date</th>
          {showUser && <th>Member</th>}
          <th>Type</th>
          <th>Description</th>
          <th>Trade</th>
          <th className={styles.num}>Amount</th>
          <th className={styles.num}>Balance</th>
          {onDelete && <th>
            <span className="visually-hidden">Actions</span>
          </th>}
        </tr>
      </thead>
      <tbody>
        {transactions.map((tx) => {
          const type = tx.type;
          const credit = tx.direction === 'credit';
          return (
            <tr key={tx._id}>
              <td className={`${styles.nowrap} ${styles.small}`}>{dateTime(tx.created_at)}</td>
              {showUser && (
                <td>
                  <Who
                    name={tx.user_name}
                    detail={tx.user_email}
                    onOpen={onOpenUser && tx.user_id ? () => onOpenUser(tx.user_id as string) : undefined}
                  />
                </td>
              )}
              <td className={styles.nowrap}>{TRANSACTION_TYPE_LABELS[type] ?? type}</td>
              <td className={styles.small} style={{ minWidth: 160 }}>
                {tx.description || '—'}
              </td>
              <td className={styles.ref}>{tx.trade_id ? tradeRef(tx.trade_id) : '—'}</td>
              <td className={`${styles.num} ${styles.strong} ${credit ? styles.credit : styles.debit}`}>
                {credit ? '+' : '−'}
                {usd(tx.amount)}
              </td>
              <td className={styles.num}>{usd(tx.balance)}</td>
              {onDelete && (
                <td>
                  {tx.deletable ? (
                    <Button
                      size="small"
                      variant="ghost"
                      onClick={() => onDelete(tx)}
                      disabled={busyId === tx._id}
                      aria-label={`Delete transaction ${tx._id.slice(-6)}`}
                    >
                      Delete
                    </Button>
                  ) : (
                    <span className={`${styles.small} ${styles.muted}`} title="Deposits, withdrawals and hold movements cannot be deleted">
                      Protected
                    </span>
                  )}
                </td>
              )}
            </tr>
          );
        })}
      </tbody>
    </StackedTable>
  );
}
