import { useState } from 'react';
import { Button } from '../../../components/Button/Button';
import { StatusBadge } from '../../../components/StatusBadge/StatusBadge';
import { errorText } from '../../../lib/errors';
import styles from '../admin.module.css';
import { MONEY_PAGE_SIZE, useAdminWithdrawalsQuery, useAdminMarkWithdrawalMutation } from '../api';
import { usePrompt } from '../components/Dialogs';
import { AdminTabFrame } from '../components/AdminTabFrame';
import { Pager, Who } from '../components/common';
import { PAYMENT_METHOD_LABELS } from '../lib/constants';
import { dateTime, usd } from '../lib/display';
import { useNotice } from '../lib/hooks';
import { ADMIN_MESSAGES } from '../messages';
import type { Withdrawal } from '../types';

const FILTERS = ['pending', 'paid', 'failed', 'all'] as const;

/** Withdrawals: pay members out by hand, then Mark Paid; Mark Failed returns the money. */
export default function WithdrawalsTab() {
  const [status, setStatus] = useState<(typeof FILTERS)[number]>('pending');
  const [page, setPage] = useState(1);
  const withdrawals = useAdminWithdrawalsQuery({ status, page });
  const [mark, markState] = useAdminMarkWithdrawalMutation();
  const { prompt, dialog } = usePrompt();
  const { notice, success, failure, clear } = useNotice();
  const [busyId, setBusyId] = useState<string | null>(null);
  const list = withdrawals.data?.rows ?? [];

  const act = async (w: Withdrawal, outcome: 'paid' | 'failed') => {
    const note = await prompt(
      outcome === 'paid'
        ? {
            title: 'Mark withdrawal paid',
            message: `Confirm that ${usd(w.amount)} was sent to ${w.user_name ?? 'the member'}.`,
            label: 'Admin note (optional)',
            confirmLabel: 'Mark Paid',
            required: false,
          }
        : {
            title: 'Mark withdrawal failed',
            message: `The ${usd(w.amount)} goes back to ${w.user_name ?? 'the member'}'s balance.`,
            label: 'Reason',
            confirmLabel: 'Mark Failed',
            tone: 'danger',
          },
    );
    if (note === null) return;
    setBusyId(w._id);
    const result = await mark(outcome === 'paid' ? { id: w._id, outcome, admin_note: note || undefined } : { id: w._id, outcome, reason: note });
    setBusyId(null);
    if ('error' in result) return failure(errorText(result.error, `Failed to mark withdrawal ${outcome}`));
    success(result.data?.message || (outcome === 'paid' ? 'Withdrawal marked as paid' : 'Withdrawal marked as failed'));
  };

  return (
    <>
      <AdminTabFrame
        title="Withdrawals"
        description="Members' requests to be paid out by Cash App or Zelle (manual by default). Send the money, then mark the request paid; marking it failed refunds the member."
        refresh
        notice={notice}
        onDismissNotice={clear}
        toolbar={
          <div className={styles.toolbar}>
            <div className={styles.pillTabs} role="group" aria-label="Withdrawal status">
              {FILTERS.map((f) => (
                <button key={f} type="button" className={styles.pill} aria-pressed={status === f} onClick={() => {
                  setStatus(f);
                  setPage(1);
                }}>
                  {f.charAt(0).toUpperCase() + f.slice(1)}
                </button>
              ))}
            </div>
          </div>
        }
        query={withdrawals}
        errorFallback={ADMIN_MESSAGES.loadWithdrawals}
        empty={list.length === 0 ? { title: status === 'pending' ? 'No pending withdrawals' : 'No withdrawals', message: 'Requests appear here as members make them.' } : null}
      >
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Requested</th>
                <th>Member</th>
                <th className={styles.num}>Amount</th>
                <th>Method</th>
                <th>Note</th>
                <th>Status</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((w) => {
                const st = (w.status ?? 'pending').toLowerCase();
                const busy = markState.isLoading && busyId === w._id;
                return (
                  <tr key={w._id}>
                    <td className={`${styles.small} ${styles.nowrap}`}>{dateTime(w.created_at)}</td>
                    <td>
                      <Who name={w.user_name} detail={w.user_email} />
                    </td>
                    <td className={`${styles.num} ${styles.strong}`}>{usd(w.amount)}</td>
                    <td className={styles.small}>{PAYMENT_METHOD_LABELS[w.method ?? 'manual'] ?? w.method ?? 'Manual'}</td>
                    <td className={styles.small}>
                      {w.note || '—'}
                      {w.admin_note && <div className={styles.muted}>Admin: {w.admin_note}</div>}
                    </td>
                    <td>
                      <StatusBadge status={st} />
                      {w.processed_at && <div className={`${styles.small} ${styles.muted}`}>{dateTime(w.processed_at)}</div>}
                    </td>
                    <td>
                      <div className={styles.rowActions}>
                        <Button size="small" disabled={st === 'paid' || busy} onClick={() => act(w, 'paid')}>
                          Mark Paid
                        </Button>
                        <Button size="small" variant="danger" disabled={st === 'failed' || busy} onClick={() => act(w, 'failed')}>
                          Mark Failed
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </AdminTabFrame>
      {list.length > 0 && (
        <Pager page={page} perPage={MONEY_PAGE_SIZE} total={withdrawals.data?.total ?? 0} shown={list.length} onPage={setPage} />
      )}
      {dialog}
    </>
  );
}
