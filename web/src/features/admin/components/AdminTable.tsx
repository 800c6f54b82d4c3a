import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/Button/Button';
import styles from '@/features/admin/admin.module.css';
import { dateOnly } from '@/features/admin/lib/display';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import type { AdminTrade } from '@/features/admin/types';
import { Pager, type PagerProps } from './common';

/** A column heading: its text, right-aligned for numbers, or read only by screen readers. */
export type Heading = string | { label: string; num?: boolean; hidden?: boolean };

/**
 * A table that becomes one card per row on a phone: each cell is labelled
 * with its column's heading (data-label, read by the stylesheet), so status,
 * dates and the actions stay in view without a sideways scroll.
 */
export function StackedTable({ label, stickyLast, children }: { label?: string; stickyLast?: boolean; children: ReactNode }) {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    for (const row of table.querySelectorAll('tbody tr')) {
      [...row.children].forEach((cell, i) => cell.setAttribute('data-label', headings[i] ?? ''));
    }
  });
  // A labelled table is a focusable region, so the keyboard can scroll it sideways where it is wide (it may hold no control).
  const region = label ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
  return (
    <div className={styles.tableWrap} {...region}>
      <table ref={ref} className={`${styles.table} ${styles.stacked} ${stickyLast ? styles.stickyLast : ''}`}>
        {children}
      </table>
    </div>
  );
}

/** The admin screens' table: the headings, the rows the screen renders, then its pager when paged. */
export function AdminTable({ headings, pager, label, children }: { headings: Heading[]; pager?: PagerProps; label?: string; children: ReactNode }) {
  const last = headings.at(-1);
  // The row's actions stay in view when the table is wider than the panel and scrolls sideways.
  const stickyActions = (typeof last === 'string' ? last : last?.label) === 'Actions';
  return (
    <>
      <StackedTable label={label} stickyLast={stickyActions}>
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
      </StackedTable>
      {pager && <Pager {...pager} />}
    </>
  );
}

/** The buttons at the end of a row, side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={styles.rowActions}>{children}</div>;
}

/** A small button in a row's actions: ghost for the everyday ones, danger for the destructive, primary by default. */
export function RowButton({ variant, disabled, onClick, children }: { variant?: 'ghost' | 'danger'; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button size="small" variant={variant} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
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

/** A trade's two bags by name, offered first. */
export function TradeBags({ trade }: { trade: AdminTrade }) {
  return (
    <>
      {trade.offered_hat?.name ?? '—'} ⇄ {trade.requested_hat?.name ?? '—'}
    </>
  );
}

/** A trade's first and last day. */
export function TradeDates({ trade }: { trade: AdminTrade }) {
  return (
    <>
      {dateOnly(trade.start_date)} – {dateOnly(trade.end_date)}
    </>
  );
}

/** Pills named after the statuses they filter by ("pending" is shown "Pending"). */
export function statusOptions<T extends string>(statuses: readonly T[]): { id: T; label: string }[] {
  return statuses.map((id) => ({ id, label: id.charAt(0).toUpperCase() + id.slice(1) }));
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

/** A list's toolbar of status pills; choosing one filters the list by it. */
export function StatusToolbar<T extends string>({ label, statuses, value, onChange }: { label: string; statuses: readonly T[]; value: T; onChange: (value: T) => void }) {
  return (
    <div className={styles.toolbar}>
      <FilterPills label={label} options={statusOptions(statuses)} value={value} onChange={onChange} />
    </div>
  );
}
