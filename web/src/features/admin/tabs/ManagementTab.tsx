import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import styles from '@/features/admin/admin.module.css';
import { AdminTable, OpenButton, RowActions, RowButton, TradeBags, TradeDates, TradeMembers } from '@/features/admin/components/AdminTable';
import { useAdminTradesQuery } from '@/features/admin/api';
import { AdminTabFrame } from '@/features/admin/components/AdminTabFrame';
import { useTradeActions } from '@/features/admin/components/useTradeActions';
import { OVERVIEW_PAGE_SIZE } from '@/features/admin/lib/constants';
import { dateOnly, humanize, tradeRef } from '@/features/admin/lib/display';
import { useNotice, usePagedFilter } from '@/features/admin/lib/hooks';
import { canFlagOrDelete, TRADE_STATUS_LABELS } from '@/features/admin/lib/trades';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { useTradeDetails } from '@/features/admin/modals/useTradeDetails';
import { TradeStatusFilter } from '@/features/admin/components/TradeFilters';

/** Management: the trades table (50 a page) with flag and delete. */
export default function ManagementTab() {
  const { filter: status, setFilter: setStatus, page, setPage } = usePagedFilter('');
  const trades = useAdminTradesQuery({ status, page, per_page: OVERVIEW_PAGE_SIZE });
  const { notice, success, failure, clear } = useNotice();
  const tradeDetails = useTradeDetails(success);
  const actions = useTradeActions({ success, failure });
  const list = trades.data?.rows ?? [];

  return (
    <>
      <AdminTabFrame
        title="Management"
        description="Every trade in one table. Flag a trade for follow-up or delete it (not once completed or disputed: deleting releases the holds)."
        refresh
        notice={notice}
        onDismissNotice={clear}
        toolbar={
          <div className={styles.toolbar}>
            <TradeStatusFilter value={status} onChange={setStatus} />
          </div>
        }
        query={trades}
        errorFallback={ADMIN_MESSAGES.loadTrades}
        empty={list.length === 0 ? { title: 'No trades', message: 'Trades appear here as members request them.' } : null}
      >
          <AdminTable
            headings={['Trade', 'Members', 'Items', 'Status', 'Delivery', 'Dates', 'Requested', 'Actions']}
            pager={{ page, perPage: OVERVIEW_PAGE_SIZE, total: trades.data?.total ?? 0, shown: list.length, onPage: setPage }}
          >
            {list.map((t) => (
              <tr key={t._id}>
                <td>
                  <button type="button" className={`${styles.linkButton} ${styles.ref}`} onClick={() => tradeDetails.show(t._id)}>
                    {tradeRef(t._id)}
                  </button>
                  {t.flag?.reason && (
                    <div className={`${styles.small} ${styles.debit}`} title={t.flag.reason}>
                      ⚑ Flagged
                    </div>
                  )}
                </td>
                <td className={styles.small}>
                  <TradeMembers user1={t.user1_name} user2={t.user2_name} />
                </td>
                <td className={styles.small} style={{ minWidth: 150 }}>
                  <TradeBags trade={t} />
                </td>
                <td>
                  <StatusBadge status={t.status} label={TRADE_STATUS_LABELS[t.status] ?? t.status} />
                </td>
                <td className={styles.small}>{humanize(t.delivery_method)}</td>
                <td className={`${styles.small} ${styles.nowrap}`}>
                  <TradeDates trade={t} />
                </td>
                <td className={`${styles.small} ${styles.nowrap}`}>{dateOnly(t.created_at)}</td>
                <td>
                  <RowActions>
                    <OpenButton onClick={() => tradeDetails.show(t._id)} />
                    {canFlagOrDelete(t) && (
                      <>
                        <RowButton variant="ghost" disabled={actions.busy} onClick={() => actions.flag(t)}>
                          Flag
                        </RowButton>
                        <RowButton variant="danger" disabled={actions.busy} onClick={() => actions.remove(t)}>
                          Delete
                        </RowButton>
                      </>
                    )}
                  </RowActions>
                </td>
              </tr>
            ))}
          </AdminTable>
      </AdminTabFrame>
      {tradeDetails.modal}
      {actions.dialogs}
    </>
  );
}
