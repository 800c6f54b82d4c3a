import { useState } from 'react';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';
import { RowActions, RowButton, StatusToolbar } from '@/features/admin/components/AdminTable';
import { MONEY_PAGE_SIZE, useAdminWithdrawalsQuery, useAdminMarkWithdrawalMutation } from '@/features/admin/api';
import { usePrompt } from '@/features/admin/components/Dialogs';
import { AdminTabFrame } from '@/features/admin/components/AdminTabFrame';
import { Pager } from '@/features/admin/components/common';
import { MoneyRequestTable } from '@/features/admin/components/MoneyRequestTable';
import { PAYMENT_METHOD_LABELS } from '@/features/admin/lib/constants';
import { usd } from '@/features/admin/lib/display';
import { useNotice, usePagedFilter } from '@/features/admin/lib/hooks';
import { liveQueue, useWorkCountInStep } from '@/features/admin/lib/liveQueue';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import type { Withdrawal } from '@/features/admin/types';

const FILTERS = ['pending', 'paid', 'failed', 'all'] as const;

/** Withdrawals: pay members out by hand, then Mark Paid; Mark Failed returns the money. */
export default function WithdrawalsTab() {
  const { filter: status, setFilter: setStatus, page, setPage } = usePagedFilter<(typeof FILTERS)[number]>('pending');
  const withdrawals = useAdminWithdrawalsQuery({ status, page }, liveQueue);
  useWorkCountInStep('pendingWithdrawals', status === 'pending' ? withdrawals.data?.total : undefined);
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
        toolbar={<StatusToolbar label="Withdrawal status" statuses={FILTERS} value={status} onChange={setStatus} />}
        query={withdrawals}
        errorFallback={ADMIN_MESSAGES.loadWithdrawals}
        empty={list.length === 0 ? { title: status === 'pending' ? 'No pending withdrawals' : 'No withdrawals', message: 'Requests appear here as members make them.' } : null}
      >
        <MoneyRequestTable
          rows={list}
          dateHeading="Requested"
          detailHeading="Note"
          method={(w) => PAYMENT_METHOD_LABELS[w.method ?? 'manual'] ?? w.method ?? 'Manual'}
          detail={(w) => (
            <>
              {w.note || '—'}
              {w.admin_note && <div className={styles.muted}>Admin: {w.admin_note}</div>}
            </>
          )}
          actions={(w, st) => {
            const busy = markState.isLoading && busyId === w._id;
            return (
              <RowActions>
                <RowButton disabled={st === 'paid' || busy} onClick={() => act(w, 'paid')}>
                  Mark Paid
                </RowButton>
                <RowButton variant="danger" disabled={st === 'failed' || busy} onClick={() => act(w, 'failed')}>
                  Mark Failed
                </RowButton>
              </RowActions>
            );
          }}
        />
      </AdminTabFrame>
      {list.length > 0 && (
        <Pager page={page} perPage={MONEY_PAGE_SIZE} total={withdrawals.data?.total ?? 0} shown={list.length} onPage={setPage} />
      )}
      {dialog}
    </>
  );
}
