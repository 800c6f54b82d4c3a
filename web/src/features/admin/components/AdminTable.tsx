import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import styles from '../admin.module.css';
import { ADMIN_MESSAGES } from '../messages';
import { Pager, type PagerProps } from './common';

/** A column heading: its text, right-aligned for numbers, or read only by screen readers. */
export type Heading = string | { label: string; num?: boolean; hidden?: boolean };

/** The admin screens' scrolling table: the headings, the rows the screen renders, then its pager when paged. */
export function AdminTable({ headings, pager, children }: { headings: Heading[]; pager?: PagerProps; children: ReactNode }) {
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              {headings.map((h) => {
                const { label, num, hidden } = typeof h === 'string' ? { label: h } : h;
                return (
                  <th key={label} className={num ? styles.num : undefined}>
                    {hidden ? <span className="visually-hidden">{label}</span> : label}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {pager && <Pager {...pager} />}
    </>
  );
}

/** The buttons at the end of a row, side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={styles.rowActions}>{children}</div>;
}

/** The outlined button that opens a row's details (View, Details). */
export function OpenButton({ label = 'Details', onClick }: { label?: string; onClick: () => void }) {
  return (
    <Button size="small" variant="outline" onClick={onClick}>
      {label}
    </Button>
  );
}

/** A trade's two members, one over the other. */
export function TradeMembers({ user1, user2 }: { user1?: ReactNode; user2?: ReactNode }) {
  return (
    <span className={`${styles.who} ${styles.names}`}>
      <span>{user1 || ADMIN_MESSAGES.unknownUser}</span>
      <span>⇄ {user2 || ADMIN_MESSAGES.unknownUser}</span>
    </span>
  );
}

/** A row of toggle pills that filter a table by status; `count` adds a number to a pill. */
export function FilterPills<T extends string>({
  label,
  options,
  value,
  onChange,
  count,
}: {
  label: string;
  options: readonly { id: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  count?: (id: T) => ReactNode;
}) {
  return (
    <div className={styles.pillTabs} role="group" aria-label={label}>
      {options.map((f) => (
        <button key={f.id} type="button" className={styles.pill} aria-pressed={value === f.id} onClick={() => onChange(f.id)}>
          {f.label}
          {count?.(f.id)}
        </button>
      ))}
    </div>
  );
}
