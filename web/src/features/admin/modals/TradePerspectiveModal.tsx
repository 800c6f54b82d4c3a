import { Modal } from '@/components/Modal/Modal';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { AckStatus } from '@/components/TradeDetails/AckStatus';
import styles from '@/features/admin/admin.module.css';
import { useAdminTradePerspectiveQuery } from '@/features/admin/api';
import { FinancialFigures } from '@/features/admin/components/FinancialFigures';
import { LoadError } from '@/features/admin/components/common';
import { dateTime, tradeRef } from '@/features/admin/lib/display';
import { overridesOf, TRADE_STATUS_LABELS } from '@/features/admin/lib/trades';
import { ADMIN_MESSAGES } from '@/features/admin/messages';

/** A trade as one member sees it: their role, what they pay, their hold and their confirmations. */
export function TradePerspectiveModal({ tradeId, userId, name, onClose }: { tradeId: string; userId: string; name: string; onClose: () => void }) {
  const query = useAdminTradePerspectiveQuery({ tradeId, userId });
  const data = query.data;
  const overrides = overridesOf({ admin_override: data?.admin_override ?? null }).filter((o) => o.user_id === userId);
  const ack = (kind: 'received' | 'returned', at: string | null | undefined) => {
    const o = overrides.find((x) => x.action === kind);
    return (
      <AckStatus at={at} override={Boolean(o)}>
        {o ? `${ADMIN_MESSAGES.adminOverrideApplied} · ${dateTime(o.at ?? at)}` : at ? `${ADMIN_MESSAGES.confirmed} · ${dateTime(at)}` : 'Not yet'}
      </AckStatus>
    );
  };

  return (
    <Modal open title={`${name}'s view`} subtitle={`Trade ${tradeRef(tradeId)}`} onClose={onClose} size="medium">
      {query.isLoading ? (
        <div className={styles.modalStack} aria-busy="true">
          <Skeleton height="2rem" />
          <Skeleton height="8rem" />
        </div>
      ) : query.isError || !data ? (
        <LoadError error={query.error} fallback={ADMIN_MESSAGES.loadUserTradeDetails} onRetry={() => query.refetch()} />
      ) : (
        <div className={styles.modalStack}>
          <div className={styles.statusRow}>
            <StatusBadge status={data.status} label={TRADE_STATUS_LABELS[data.status] ?? data.status} />
            <StatusBadge status="neutral" label={data.role === 'initiator' ? 'Initiator' : data.role === 'receiver' ? 'Receiver' : (data.role ?? 'Member')} />
          </div>
          <dl className={styles.kv}>
            <dt>Partner</dt>
            <dd>{data.partner?.name ?? ADMIN_MESSAGES.unknownUser}</dd>
            <dt>Received partner’s bag</dt>
            <dd>{ack('received', data.received_at)}</dd>
            <dt>Own bag returned</dt>
            <dd>{ack('returned', data.returned_at)}</dd>
          </dl>
          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>Money</h3>
            <FinancialFigures label={`${name}'s figures`} breakdown={data.financials} status={data.status} deliveryMethod={data.delivery_method} />
          </section>
        </div>
      )}
    </Modal>
  );
}
