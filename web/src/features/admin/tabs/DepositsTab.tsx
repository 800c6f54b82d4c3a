import { useState } from 'react';
import { Button } from '@/components/Button/Button';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';
import { RowActions, statusOptions } from '@/features/admin/components/AdminTable';
import { MONEY_PAGE_SIZE, useAdminManualDepositsQuery, useAdminSettleDepositMutation } from '@/features/admin/api';
import { useConfirm } from '@/features/admin/components/Dialogs';
import { AdminTabFrame } from '@/features/admin/components/AdminTabFrame';
import { Pager } from '@/features/admin/components/common';
import { SelectFilter } from '@/features/admin/components/SelectFilter';
import { MoneyRequestTable } from '@/features/admin/components/MoneyRequestTable';
import { PAYMENT_METHOD_LABELS } from '@/features/admin/lib/constants';
import { usd } from '@/features/admin/lib/display';
import { useNotice, usePagedFilter } from '@/features/admin/lib/hooks';
import { liveQueue, useWorkCountInStep } from '@/features/admin/lib/liveQueue';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import type { ManualDeposit } from '@/features/admin/types';

const FILTERS = ['pending', 'processed', 'rejected', 'all'] as const;

/** Manual Deposits: match Cash App and Zelle payments by reference, then process (credit) or reject them. */
export default function DepositsTab() {
  const { filter: status, setFilter: setStatus, page, setPage } = usePagedFilter<(typeof FILTERS)[number]>('pending');
  const deposits = useAdminManualDepositsQuery({ status, page }, liveQueue);
  useWorkCountInStep('pendingDeposits', status === 'pending' ? deposits.data?.total : undefined);
  const [settle, settleState] = useAdminSettleDepositMutation();
  const { confirm, dialog } = useConfirm();
  const { notice, success, failure, clear } = useNotice();
  const [busyId, setBusyId] = useState<string | null>(null);
  const list = deposits.data?.rows ?? [];

  const process = async (d: ManualDeposit) => {
    setBusyId(d._id);
    const result = await settle({ id: d._id, outcome: 'process' });
    setBusyId(null);
    if ('error' in result) return failure(errorText(result.error, ADMIN_MESSAGES.processDeposit));
    success(result.data?.message || `Deposit of ${usd(d.amount)} processed`);
  };

  const reject = async (d: ManualDeposit) => {
    const ok = await confirm({
      title: 'Reject deposit?',
      message: `Reject the ${usd(d.amount)} deposit from ${d.user_name ?? 'this member'} (reference ${d.reference_number || '—'})? Nothing is credited.`,
      confirmLabel: 'Reject Deposit',
    });
    if (!ok) return;
    setBusyId(d._id);
    const result = await settle({ id: d._id, outcome: 'reject' });
    setBusyId(null);
    if ('error' in result) return failure(errorText(result.error, ADMIN_MESSAGES.rejectDeposit));
    success(result.data?.message || 'Deposit rejected');
  };

  return (
    <>
      <AdminTabFrame
        title="Manual Deposits"
        description="Cash App and Zelle payments members told us about. Match the reference number with the payment received, then process it to credit the member."
        notice={notice}
        onDismissNotice={clear}
        toolbar={
          <div className={styles.toolbar}>
            <SelectFilter label="Status" value={status} options={statusOptions(FILTERS)} onChange={setStatus} />
            <div className={styles.toolbarActions}>
              <Button size="small" variant="outline" onClick={() => deposits.refetch()} disabled={deposits.isFetching}>
                {deposits.isFetching ? 'Refreshing…' : 'Refresh'}
              </Button>
            </div>
          </div>
        }
        query={deposits}
        errorFallback={ADMIN_MESSAGES.loadAdminData}
        empty={list.length === 0 ? { title: status === 'pending' ? 'No pending deposits' : 'No deposits', message: 'Deposits appear here when members submit them.' } : null}
      >
        <MoneyRequestTable
          rows={list}
          dateHeading="Submitted"
          detailHeading="Reference"
          method={(d) => PAYMENT_METHOD_LABELS[d.payment_method] ?? d.payment_method}
          detail={(d) => (
            <>
              <span className={styles.ref}>{d.reference_number || '—'}</span>
              {d.reference_note && <div className={styles.muted}>{d.reference_note}</div>}
            </>
          )}
          statusExtra={(d) => d.admin_note && <div className={`${styles.small} ${styles.muted}`}>{d.admin_note}</div>}
          actions={(d, st) => {
            const busy = settleState.isLoading && busyId === d._id;
            return st === 'pending' ? (
              <RowActions>
                <Button size="small" disabled={busy} onClick={() => process(d)}>
                  Process
                </Button>
                <Button size="small" variant="danger" disabled={busy} onClick={() => reject(d)}>
                  Reject
                </Button>
              </RowActions>
            ) : (
              <span className={`${styles.small} ${styles.muted}`}>—</span>
            );
          }}
        />
      </AdminTabFrame>
      {list.length > 0 && (
        <Pager page={page} perPage={MONEY_PAGE_SIZE} total={deposits.data?.total ?? 0} shown={list.length} onPage={setPage} />
      )}
      {dialog}
    </>
  );
}
