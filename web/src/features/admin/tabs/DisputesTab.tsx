import { useState } from 'react';
import { Button } from '@/components/Button/Button';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';
import { AdminTable, OpenButton, RowActions } from '@/features/admin/components/AdminTable';
import { useAdminCleanupDuplicateDisputesMutation, useAdminDisputesQuery } from '@/features/admin/api';
import { useConfirm } from '@/features/admin/components/Dialogs';
import { AdminTabFrame } from '@/features/admin/components/AdminTabFrame';
import { Pager } from '@/features/admin/components/common';
import { DISPUTE_REASON_LABELS } from '@/lib/labels';
import { DISPUTES_PAGE_SIZE } from '@/features/admin/lib/constants';
import { dateTime, disputeRef, humanize, tradeRef } from '@/features/admin/lib/display';
import { reporterOf, visibleDisputes } from '@/features/admin/lib/disputes';
import { useNotice } from '@/features/admin/lib/hooks';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { DisputeDetailsModal } from '@/features/admin/modals/DisputeDetailsModal';
import { DisputeMessagingModal } from '@/features/admin/modals/DisputeMessagingModal';
import { useTradeDetails } from '@/features/admin/modals/useTradeDetails';
import type { Dispute } from '@/features/admin/types';

/** Disputes: open and new first, then pending, then (with Show Closed) resolved and closed. */
export default function DisputesTab() {
  const [showClosed, setShowClosed] = useState(false);
  const [page, setPage] = useState(1);
  const disputes = useAdminDisputesQuery({ showClosed, page });
  const [cleanup, cleanupState] = useAdminCleanupDuplicateDisputesMutation();
  const { confirm, dialog } = useConfirm();
  const { notice, success, failure, clear } = useNotice();
  const tradeDetails = useTradeDetails(success);
  const [details, setDetails] = useState<Dispute | null>(null);
  const [messages, setMessages] = useState<Dispute | null>(null);
  const list = visibleDisputes(disputes.data?.rows ?? [], showClosed);

  const runCleanup = async () => {
    const ok = await confirm({
      title: 'Clean up duplicate disputes?',
      message: 'Any trade with more than one dispute keeps its oldest; the others are merged into it. This cannot be undone.',
      confirmLabel: 'Clean Up',
    });
    if (!ok) return;
    const result = await cleanup();
    if ('error' in result) return failure(errorText(result.error, ADMIN_MESSAGES.cleanupDisputes));
    success(result.data?.message || 'Duplicate disputes cleaned up');
  };

  return (
    <>
      <AdminTabFrame
        title="Disputes"
        description="Members are told disputes are reviewed within 24-48 hours. A dispute pauses its trade until it is resolved."
        refresh
        actions={
          <>
            <Button size="small" variant="ghost" onClick={runCleanup} disabled={cleanupState.isLoading}>
              {cleanupState.isLoading ? 'Cleaning up…' : 'Cleanup Duplicates'}
            </Button>
          </>
        }
        notice={notice}
        onDismissNotice={clear}
        toolbar={
          <div className={styles.toolbar}>
            <label className={styles.switch}>
              <input
                type="checkbox"
                checked={showClosed}
                onChange={(e) => {
                  setShowClosed(e.target.checked);
                  setPage(1);
                }}
              />
              Show Closed
            </label>
            <p className={styles.countLine} style={{ marginLeft: 'auto' }}>
              {disputes.data ? `${list.length} shown` : ''}
            </p>
          </div>
        }
        query={disputes}
        errorFallback={ADMIN_MESSAGES.loadAdminData}
        empty={list.length === 0 ? { title: showClosed ? 'No disputes' : 'No open disputes', message: showClosed ? 'Disputes members open appear here.' : 'Nothing needs a decision. Show Closed lists resolved ones.' } : null}
      >
        <AdminTable headings={['Dispute', 'Reason', 'Reported by', 'Trade', 'Status', 'Opened', 'Actions']}>
          {list.map((d) => (
            <tr key={d._id}>
              <td className={styles.ref}>{disputeRef(d._id)}</td>
              <td>
                <span className={styles.who}>
                  <span>{DISPUTE_REASON_LABELS[d.reason] ?? humanize(d.reason)}</span>
                  {d.description && <span>{d.description.length > 70 ? `${d.description.slice(0, 70)}…` : d.description}</span>}
                </span>
              </td>
              <td className={styles.small}>{reporterOf(d) ?? ADMIN_MESSAGES.unknownUser}</td>
              <td>
                {d.trade_id ? (
                  <button type="button" className={`${styles.linkButton} ${styles.ref}`} onClick={() => tradeDetails.show(d.trade_id as string)}>
                    {tradeRef(d.trade_id)}
                  </button>
                ) : (
                  '—'
                )}
              </td>
              <td>
                <StatusBadge status={d.status} />
              </td>
              <td className={`${styles.small} ${styles.nowrap}`}>{dateTime(d.created_at ?? d.date)}</td>
              <td>
                <RowActions>
                  <OpenButton onClick={() => setDetails(d)} />
                  <Button size="small" variant="ghost" onClick={() => setMessages(d)}>
                    Messages
                  </Button>
                </RowActions>
              </td>
            </tr>
          ))}
        </AdminTable>
      </AdminTabFrame>
      {(disputes.data?.total ?? 0) > DISPUTES_PAGE_SIZE && (
        <Pager page={page} perPage={DISPUTES_PAGE_SIZE} total={disputes.data?.total ?? 0} shown={list.length} onPage={setPage} />
      )}
      {details && (
        <DisputeDetailsModal
          disputeId={details._id}
          initial={details}
          onClose={() => setDetails(null)}
          onOpenMessages={(d) => setMessages(d)}
          onOpenTrade={(id) => tradeDetails.show(id)}
          onResolved={success}
        />
      )}
      {messages && <DisputeMessagingModal dispute={messages} onClose={() => setMessages(null)} />}
      {tradeDetails.modal}
      {dialog}
    </>
  );
}
