import { Modal } from '@/components/Modal/Modal';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { formatDashboardTime } from '@/lib/dates';
import { shortId } from '@/lib/format';
import { useGetDisputeMessagesQuery } from '@/features/trades/api';
import type { Dispute } from '@/features/trades/types';
import { disputeReasonLabel } from './constants';
import { MessageThread, toDisputeMessages } from './DisputeMessagesModal';
import styles from './Disputes.module.css';

/** Dispute History: what was reported, every message and the resolution. */
export function DisputeHistoryModal({ dispute, onClose }: { dispute: Dispute; onClose: () => void }) {
  const { id: me } = useCurrentUser();
  const { data = [] } = useGetDisputeMessagesQuery(dispute._id);
  const resolution = dispute.admin_response || dispute.resolution;
  return (
    <Modal open title="Dispute History" subtitle={`Dispute ${shortId(dispute._id, 8)} · Trade ${shortId(dispute.trade_id)}`} onClose={onClose}>
      <ol className={styles.history}>
        <li>
          <strong>Dispute opened</strong> · {formatDashboardTime(dispute.created_at)}
          <p>
            {disputeReasonLabel(dispute.reason)}
            {dispute.description ? `: ${dispute.description}` : ''}
          </p>
        </li>
        <li>
          <strong>Status</strong> <StatusBadge status={dispute.status} />
        </li>
        {resolution && (
          <li>
            <strong>Resolution</strong> · {formatDashboardTime(dispute.resolved_at)}
            <p>{resolution}</p>
          </li>
        )}
      </ol>
      <h3 className={styles.historyTitle}>Messages</h3>
      <div className={styles.box}>
        <MessageThread messages={toDisputeMessages(data, me)} />
      </div>
    </Modal>
  );
}

export default DisputeHistoryModal;
