import { useId, useState } from 'react';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import styles from '@/features/admin/admin.module.css';
import { AdminTable, OpenButton, TradeDates, TradeMembers } from '@/features/admin/components/AdminTable';
import { useAdminTradesQuery } from '@/features/admin/api';
import { AdminTabFrame } from '@/features/admin/components/AdminTabFrame';
import { ItemThumb } from '@/features/admin/components/common';
import { OverdueReturns } from '@/features/admin/components/OverdueReturns';
import { SelectFilter } from '@/features/admin/components/SelectFilter';
import { TradeStatusFilter } from '@/features/admin/components/TradeFilters';
import { SEARCH_DEBOUNCE_MS, TRADES_PAGE_SIZES } from '@/features/admin/lib/constants';
import { dateTime, humanize, tradeRef } from '@/features/admin/lib/display';
import { useDebouncedValue, useNotice } from '@/features/admin/lib/hooks';
import { awaiting, TRADE_STATUS_LABELS } from '@/features/admin/lib/trades';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { useTradeDetails } from '@/features/admin/modals/useTradeDetails';
import { useTradePerspective } from '@/features/admin/modals/useTradePerspective';

const DELIVERY_OPTIONS = [
  { id: '', label: 'Any' },
  { id: 'shipping', label: 'Shipping' },
  { id: 'pickup', label: 'Pickup' },
];

/** A member's name that opens the trade as that member sees it. */
function PerspectiveButton({ name, onClick }: { name: string | undefined; onClick: () => void }) {
  return (
    <button type="button" className={styles.linkButton} title="See the trade as this member sees it" onClick={onClick}>
      {name || ADMIN_MESSAGES.unknownUser}
    </button>
  );
}

/** Trades: every trade with both bags and members, filters, details and each member's view. */
export default function TradesTab() {
  const [status, setStatus] = useState('');
  const [delivery, setDelivery] = useState('');
  const [search, setSearch] = useState('');
  const [perPage, setPerPage] = useState<number>(TRADES_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const trades = useAdminTradesQuery({ status, delivery_method: delivery, q, page, per_page: perPage });
  const { notice, success, clear } = useNotice();
  const tradeDetails = useTradeDetails(success);
  const perspective = useTradePerspective();
  const id = useId();
  const list = trades.data?.rows ?? [];
  const reset = () => setPage(1);

  return (
    <>
      <OverdueReturns onOpen={tradeDetails.show} />
      <AdminTabFrame
        title="Trades"
        description="Open a trade for its money, confirmations and timeline, or see it as either member sees it."
        refresh
        notice={notice}
        onDismissNotice={clear}
        toolbar={
          <div className={styles.toolbar}>
            <div className="field grow" role="search">
              <label htmlFor={`${id}-q`}>Member or trade</label>
              <input
                id={`${id}-q`}
                className="input"
                type="search"
                placeholder="Name, exact email or id ending"
                value={search}
                onChange={(e) => (setSearch(e.target.value), reset())}
              />
            </div>
            <TradeStatusFilter value={status} onChange={(v) => (setStatus(v), reset())} />
            <SelectFilter label="Delivery" value={delivery} options={DELIVERY_OPTIONS} onChange={(v) => (setDelivery(v), reset())} />
            <div className="field">
              <label htmlFor={`${id}-per`}>Per page</label>
              <select id={`${id}-per`} className="input" value={perPage} onChange={(e) => (setPerPage(Number(e.target.value)), reset())}>
                {TRADES_PAGE_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          </div>
        }
        query={trades}
        errorFallback={ADMIN_MESSAGES.loadTrades}
        empty={list.length === 0 ? { title: 'No trades found', message: 'Try other filters.' } : null}
      >
          <AdminTable
            headings={['Trade', 'Bags', 'Members', 'Status', 'Delivery', 'Dates', { label: 'Actions', hidden: true }]}
            pager={{ page, perPage, total: trades.data?.total ?? 0, shown: list.length, onPage: setPage }}
          >
            {list.map((t) => {
              const waiting = awaiting(t);
              return (
                <tr key={t._id}>
                  <td>
                    <span className={styles.who}>
                      <span className={styles.ref}>{tradeRef(t._id)}</span>
                      <span>{dateTime(t.created_at)}</span>
                    </span>
                  </td>
                  <td>
                    <span className={styles.itemCell} style={{ minWidth: 0, gap: 'var(--space-1)' }}>
                      <ItemThumb src={t.hat1_image || t.offered_hat?.thumbnail_url} alt={t.offered_hat?.name ?? 'Offered bag'} />
                      <span aria-hidden="true">⇄</span>
                      <ItemThumb src={t.hat2_image || t.requested_hat?.thumbnail_url} alt={t.requested_hat?.name ?? 'Requested bag'} />
                    </span>
                  </td>
                  <td className={styles.small}>
                    <TradeMembers
                      user1={<PerspectiveButton name={t.user1_name} onClick={() => t.user1_id && perspective.show(t._id, t.user1_id, t.user1_name || 'User 1')} />}
                      user2={<PerspectiveButton name={t.user2_name} onClick={() => t.user2_id && perspective.show(t._id, t.user2_id, t.user2_name || 'User 2')} />}
                    />
                  </td>
                  <td style={{ minWidth: 150 }}>
                    <span className={styles.who}>
                      <span>
                        <StatusBadge status={t.status} label={TRADE_STATUS_LABELS[t.status] ?? t.status} />
                      </span>
                      {waiting && <span>{waiting}</span>}
                    </span>
                  </td>
                  <td className={styles.small}>{humanize(t.delivery_method)}</td>
                  <td className={`${styles.small} ${styles.nowrap}`}>
                    <TradeDates trade={t} />
                  </td>
                  <td>
                    <OpenButton onClick={() => tradeDetails.show(t._id)} />
                  </td>
                </tr>
              );
            })}
          </AdminTable>
      </AdminTabFrame>
      {tradeDetails.modal}
      {perspective.modal}
    </>
  );
}
