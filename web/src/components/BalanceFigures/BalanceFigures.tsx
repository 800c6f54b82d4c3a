import type { ReactNode } from 'react';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { StatCard, StatGrid, type StatDensity } from '@/components/StatCard/StatCard';
import { formatMaybeUSD } from '@/lib/format';
import { MONEY_WORDS as W } from '@/lib/moneyWords';
import styles from './BalanceFigures.module.css';

/** A member's balance as the API sends it (numbers, or numeric strings on admin rows). */
export interface BalanceAmounts {
  balance?: number | string | null;
  available_balance?: number | string | null;
  held?: number | string | null;
  /** Shown only when the screen has it (the member's own balance does, the admin's user profile does not). */
  active_fees?: number | string | null;
}

const LABELS = {
  balance: [W.balance, W.balanceHint],
  available_balance: [W.available, W.availableHint],
  held: [W.held, W.heldHint],
  active_fees: [W.activeFees, W.activeFeesHint],
} as const;

interface BalanceFiguresProps {
  /** Undefined while loading: the figures show placeholders. */
  amounts?: BalanceAmounts;
  density?: StatDensity;
  /** More figures in the same grid after the balance (the admin's member stats). */
  children?: ReactNode;
  /** What this screen may do with the balance (the admin's credit, debit and refund). */
  actions?: ReactNode;
}

/** The balance figures the member's Balance tab and the admin's user profile both show. */
export function BalanceFigures({ amounts, density, children, actions }: BalanceFiguresProps) {
  const keys = (['balance', 'available_balance', 'held', 'active_fees'] as const).filter(
    (key) => key !== 'active_fees' || !amounts || amounts.active_fees != null,
  );
  return (
    <>
      <StatGrid density={density}>
        {keys.map((key) => (
          <StatCard
            key={key}
            density={density}
            label={LABELS[key][0]}
            hint={LABELS[key][1]}
            value={amounts ? formatMaybeUSD(amounts[key] ?? 0) : <Skeleton width="5ch" height="1.6rem" />}
          />
        ))}
        {children}
      </StatGrid>
      {actions && <div className={styles.actions}>{actions}</div>}
    </>
  );
}
