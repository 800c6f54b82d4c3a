import { Skeleton } from '@/components/Skeleton/Skeleton';
import { formatUSD } from '@/lib/format';
import styles from '@/features/admin/admin.module.css';
import { useAdminActivityQuery } from '@/features/admin/api';
import { ActivityChart } from './ActivityChart';

export interface OpenWork {
  pendingItems: number;
  openDisputes: number;
  pendingDeposits: number;
  pendingWithdrawals: number;
}

export type WorkTab = 'items' | 'disputes' | 'deposits' | 'withdrawals';

const TILES: { key: keyof OpenWork; label: string; tab: WorkTab }[] = [
  { key: 'pendingItems', label: 'Items to approve', tab: 'items' },
  { key: 'openDisputes', label: 'Open disputes', tab: 'disputes' },
  { key: 'pendingDeposits', label: 'Pending deposits', tab: 'deposits' },
  { key: 'pendingWithdrawals', label: 'Pending withdrawals', tab: 'withdrawals' },
];

export const ACTIVITY_DAYS = 30;

/** The top of the panel: open work to do, and trades and money moved per day over the last 30 days. */
export function Overview({ work, onOpen }: { work: OpenWork | undefined; onOpen: (tab: WorkTab) => void }) {
  const activity = useAdminActivityQuery(ACTIVITY_DAYS);
  const ready = activity.data;
  const failed = activity.isError;
  const totalTrades = activity.data?.total_trades ?? 0;
  const totalMoney = activity.data?.total_money ?? 0;

  return (
    <section className={styles.overview} aria-label="Overview">
      <div className={styles.workGrid}>
        {TILES.map((t) => {
          const value = work?.[t.key];
          return (
            <button key={t.key} type="button" className={`${styles.workTile} ${value ? styles.workHot : ''}`} onClick={() => onOpen(t.tab)}>
              <span className={styles.workValue}>{value === undefined ? <Skeleton width="2ch" height="1.5rem" /> : value}</span>
              <span className={styles.workLabel}>{t.label}</span>
            </button>
          );
        })}
      </div>
      <div className={styles.chartCard}>
        <div className={styles.chartHead}>
          <h3 className={styles.chartTitle}>Last {ACTIVITY_DAYS} days</h3>
          <ul className={styles.legend}>
            <li>
              <span className={styles.swatchBar} aria-hidden="true" /> Trades requested {ready ? `(${totalTrades})` : ''}
            </li>
            <li>
              <span className={styles.swatchLine} aria-hidden="true" /> Money moved {ready ? `(${formatUSD(totalMoney)})` : ''}
            </li>
          </ul>
        </div>
        {failed ? (
          <p className={styles.chartFoot}>Activity could not be loaded.</p>
        ) : ready ? (
          <ActivityChart days={ready.days} trades={ready.trades} money={ready.money} />
        ) : (
          <Skeleton height="120px" />
        )}
      </div>
    </section>
  );
}
