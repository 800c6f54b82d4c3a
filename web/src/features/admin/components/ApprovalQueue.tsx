import { useState } from 'react';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';
import { MONEY_PAGE_SIZE, useAdminDecideMoneyApprovalMutation, useAdminMoneyApprovalsQuery } from '@/features/admin/api';
import { AdminTable, RowActions, RowButton, StatusToolbar } from './AdminTable';
import { QueryStates } from './AdminTabFrame';
import { usePrompt } from './Dialogs';
import { Pager, Who } from './common';
import { dateTime, tradeRef, usd } from '@/features/admin/lib/display';
import { usePagedFilter, type Notice } from '@/features/admin/lib/hooks';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import type { MoneyApproval } from '@/features/admin/types';
import { liveQueue } from '@/features/admin/lib/liveQueue';

const FILTERS = ['pending', 'approved', 'rejected', 'cancelled', 'all'] as const;
const KIND_LABELS: Record<MoneyApproval['kind'], string> = { refund: 'Refund', credit: 'Credit', debit: 'Debit' };

/**
 * Credits, refunds and debits above the approval threshold: another
 * administrator approves (the money moves then) or rejects each; the asker
 * may only cancel their own.
 */
export function ApprovalQueue({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const { filter: status, setFilter: setStatus, page, setPage } = usePagedFilter<(typeof FILTERS)[number]>('pending');
  const approvals = useAdminMoneyApprovalsQuery({ status, page }, liveQueue);
  const [decide, decideState] = useAdminDecideMoneyApprovalMutation();
  const { id: me } = useCurrentUser();
  const { prompt, dialog } = usePrompt();
  const [busyId, setBusyId] = useState<string | null>(null);
  const list = approvals.data?.rows ?? [];

  const act = async (a: MoneyApproval, outcome: 'approve' | 'reject', own: boolean) => {
    const what = `the ${KIND_LABELS[a.kind].toLowerCase()} of ${usd(a.amount)} to ${a.user_name || 'the member'}`;
    const note = await prompt(
      outcome === 'approve'
        ? { title: 'Approve request', message: `Approve ${what}? The money moves now.`, label: 'Note (optional)', confirmLabel: 'Approve', required: false }
        : {
            title: own ? 'Cancel request' : 'Reject request',
            message: `${own ? 'Cancel' : 'Reject'} ${what}? Nothing moves.`,
            label: 'Note (optional)',
            confirmLabel: own ? 'Cancel Request' : 'Reject',
            required: false,
            tone: 'danger',
          },
    );
    if (note === null) return;
    setBusyId(a._id);
    const result = await decide({ id: a._id, outcome, admin_note: note || undefined });
    setBusyId(null);
    if ('error' in result) return onNotice({ tone: 'error', text: errorText(result.error, ADMIN_MESSAGES.decideApproval) });
    onNotice({ tone: 'success', text: result.data?.message || 'Request updated' });
  };

  return (
    <section className={styles.section} aria-label="Waiting for approval">
      <SectionHeader
        level="h4"
        title="Waiting for approval"
        description="Credits, refunds and debits above the approval limit move only when another administrator approves them."
      />
      <StatusToolbar label="Approval status" statuses={FILTERS} value={status} onChange={setStatus} />
      <QueryStates
        query={approvals}
        errorFallback={ADMIN_MESSAGES.loadAdminData}
        empty={list.length === 0 ? { title: status === 'pending' ? 'Nothing waits for approval' : 'No requests', message: 'Requests above the approval limit appear here.' } : null}
      >
        <AdminTable headings={['Asked', 'Member', 'Kind', { label: 'Amount', num: true }, 'Reason', 'Asked by', 'Status', 'Actions']}>
          {list.map((a) => {
            const own = a.requested_by === me;
            const busy = decideState.isLoading && busyId === a._id;
            return (
              <tr key={a._id}>
                <td className={`${styles.small} ${styles.nowrap}`}>{dateTime(a.created_at)}</td>
                <td>
                  <Who name={a.user_name} detail={a.user_email} />
                </td>
                <td className={styles.small}>{KIND_LABELS[a.kind]}</td>
                <td className={`${styles.num} ${styles.strong}`}>{usd(a.amount)}</td>
                <td className={styles.small}>
                  {a.reason || '—'}
                  {a.trade_id && <div className={styles.muted}>{tradeRef(a.trade_id)}</div>}
                </td>
                <td className={styles.small}>{own ? 'You' : a.requested_by_name || '—'}</td>
                <td>
                  <StatusBadge status={a.status} />
                  {a.decided_at && (
                    <div className={`${styles.small} ${styles.muted}`}>
                      {a.decided_by_name || '—'}, {dateTime(a.decided_at)}
                    </div>
                  )}
                </td>
                <td>
                  {a.status === 'pending' && (
                    <RowActions>
                      {own ? (
                        <RowButton variant="ghost" disabled={busy} onClick={() => act(a, 'reject', true)}>
                          Cancel
                        </RowButton>
                      ) : (
                        <>
                          <RowButton disabled={busy} onClick={() => act(a, 'approve', false)}>
                            Approve
                          </RowButton>
                          <RowButton variant="danger" disabled={busy} onClick={() => act(a, 'reject', false)}>
                            Reject
                          </RowButton>
                        </>
                      )}
                    </RowActions>
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      </QueryStates>
      {list.length > 0 && <Pager page={page} perPage={MONEY_PAGE_SIZE} total={approvals.data?.total ?? 0} shown={list.length} onPage={setPage} />}
      {dialog}
    </section>
  );
}
