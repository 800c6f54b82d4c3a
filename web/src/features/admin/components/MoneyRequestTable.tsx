import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import styles from '@/features/admin/admin.module.css';
import { dateTime, usd } from '@/features/admin/lib/display';
import { AdminTable } from './AdminTable';
import { Who } from './common';
import type { ManualDeposit, Withdrawal } from '@/features/admin/types';

/** What a deposit and a withdrawal both carry: who asked, for how much, when, and where it stands. */
export type MoneyRequestRow = Pick<Withdrawal & ManualDeposit, '_id' | 'created_at' | 'processed_at' | 'user_name' | 'user_email' | 'amount'> & {
  status: Withdrawal['status'] | ManualDeposit['status'];
};

interface Props<T extends MoneyRequestRow> {
  rows: T[];
  /** Heading of the first column (when the request came in). */
  dateHeading: string;
  /** Heading of the column that says what the member wrote. */
  detailHeading: string;
  method: (row: T) => ReactNode;
  detail: (row: T) => ReactNode;
  /** More under the status badge, after the processed date. */
  statusExtra?: (row: T) => ReactNode;
  /** The Actions cell; `status` is the row's lower-cased status. */
  actions: (row: T, status: string) => ReactNode;
}

/** A members' money requests (manual deposits, withdrawals) in one table with a row of actions each. */
export function MoneyRequestTable<T extends MoneyRequestRow>({ rows, dateHeading, detailHeading, method, detail, statusExtra, actions }: Props<T>) {
  return (
    <AdminTable headings={[dateHeading, 'Member', { label: 'Amount', num: true }, 'Method', detailHeading, 'Status', 'Actions']}>
      {rows.map((r) => {
        const st = r.status;
        return (
          <tr key={r._id}>
            <td className={`${styles.small} ${styles.nowrap}`}>{dateTime(r.created_at)}</td>
            <td>
              <Who name={r.user_name} detail={r.user_email} />
            </td>
            <td className={`${styles.num} ${styles.strong}`}>{usd(r.amount)}</td>
            <td className={styles.small}>{method(r)}</td>
            <td className={styles.small}>{detail(r)}</td>
            <td>
              <StatusBadge status={st} />
              {r.processed_at && <div className={`${styles.small} ${styles.muted}`}>{dateTime(r.processed_at)}</div>}
              {statusExtra?.(r)}
            </td>
            <td>{actions(r, st)}</td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
