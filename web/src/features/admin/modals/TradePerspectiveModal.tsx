import { Modal } from '@/components/Modal/Modal';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { TradeConfirmations, type Confirmation } from '@/components/TradeDetails/TradeConfirmations';
import { TradeSection } from '@/components/TradeDetails/TradeSection';
import styles from '@/features/admin/admin.module.css';
import { useAdminTradePerspectiveQuery } from '@/features/admin/api';
import { FinancialFigures } from '@/features/admin/components/FinancialFigures';
import { LoadError } from '@/features/admin/components/common';
import { TradeMemberCard } from '@/features/admin/components/TradeMemberCard';
import { tradeRef } from '@/features/admin/lib/display';
import { overridesOf, TRADE_STATUS_LABELS } from '@/features/admin/lib/trades';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import type { TradePerspective } from '@/features/admin/types';

/** The member's two acknowledgements; an administrator's override shows as such, at the time it was applied. */
function confirmations(data: TradePerspective): Confirmation[] {
  const overrides = overridesOf(data).filter((o) => o.user_id === data.user_id);
  const row = (key: 'received' | 'returned', label: string, at: string | null): Confirmation => {
    const override = overrides.find((o) => o.action === key);
    return { key, label, at: override ? (override.at ?? at) : at, override: Boolean(override) };
  };
  return [row('received', 'Received partner’s bag', data.received_at), row('returned', 'Own bag returned', data.returned_at)];
}

/** A trade as one member sees it, on the member's own trade sections: their role, partner, confirmations and costs. */
export function TradePerspectiveModal({ tradeId, userId, name, onClose }: { tradeId: string; userId: string; name: string; onClose: () => void }) {
  const query = useAdminTradePerspectiveQuery({ tradeId, userId });
  const data = query.data;

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
            <StatusBadge status="neutral" label={data.role === 'initiator' ? 'Initiator' : 'Receiver'} />
          </div>
          <TradeSection title="Partner">
            {data.partner ? <TradeMemberCard user={data.partner} /> : <p className="hint">{ADMIN_MESSAGES.unknownUser}</p>}
          </TradeSection>
          <TradeConfirmations rows={confirmations(data)} />
          <TradeSection title={`${name}'s costs`} label="Costs">
            <FinancialFigures label={`${name}'s figures`} breakdown={data.financials} status={data.status} deliveryMethod={data.delivery_method} />
          </TradeSection>
        </div>
      )}
    </Modal>
  );
}
