import { useState } from 'react';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { AckStatus } from '@/components/TradeDetails/AckStatus';
import styles from '@/features/admin/admin.module.css';
import { AdminTable, OpenButton, TradeBags, TradeMembers } from '@/features/admin/components/AdminTable';
import { useAdminPickupsQuery } from '@/features/admin/api';
import { AdminTabFrame } from '@/features/admin/components/AdminTabFrame';
import { PICKUPS_PAGE_SIZE } from '@/features/admin/lib/constants';
import { dateOnly, dateTime, tradeRef } from '@/features/admin/lib/display';
import { useNotice } from '@/features/admin/lib/hooks';
import { ackState, TRADE_STATUS_LABELS, type AckKind } from '@/features/admin/lib/trades';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { useTradeDetails } from '@/features/admin/modals/useTradeDetails';
import type { AdminTrade } from '@/features/admin/types';

function Ack({ trade, kind }: { trade: AdminTrade; kind: AckKind }) {
  return (
    <span className={styles.who}>
      {(['user1', 'user2'] as const).map((m) => {
        const a = ackState(trade, kind, m);
        const name = (m === 'user1' ? trade.user1_name : trade.user2_name) || ADMIN_MESSAGES.unknownUser;
        return (
          <span key={m} title={a.at ? dateTime(a.at) : undefined}>
            {name}:{' '}
            <AckStatus at={a.at} override={a.state === 'override'}>
              {a.state === 'awaiting' ? 'not yet' : a.label}
            </AckStatus>
          </span>
        );
      })}
    </span>
  );
}

/** Pickup Tracking: accepted pickup trades by pickup day, with who has confirmed what. */
export default function PickupsTab() {
  const [page, setPage] = useState(1);
  const pickups = useAdminPickupsQuery({ page, per_page: PICKUPS_PAGE_SIZE });
  const { notice, success, clear } = useNotice();
  const tradeDetails = useTradeDetails(success);
  const list = pickups.data?.rows ?? [];
  return (
    <>
      <AdminTabFrame
        title="Pickup Tracking"
        description="Accepted local pickups, soonest first. Pickups happen on the first Thursday or Sunday on or after the start date."
        refresh
        notice={notice}
        onDismissNotice={clear}
        query={pickups}
        errorFallback={ADMIN_MESSAGES.loadPickupTrades}
        empty={list.length === 0 ? { title: 'No pickups scheduled', message: 'Accepted trades with local pickup appear here.' } : null}
      >
          <AdminTable
            headings={['Pickup day', 'Trade', 'Members', 'Bags', 'Status', 'Received', 'Returned', { label: 'Actions', hidden: true }]}
            pager={{ page, perPage: PICKUPS_PAGE_SIZE, total: pickups.data?.total ?? 0, shown: list.length, onPage: setPage }}
          >
            {list.map((t) => (
              <tr key={t._id}>
                <td className={`${styles.nowrap} ${styles.strong}`}>{dateOnly(t.pickup_date || t.start_date)}</td>
                <td className={styles.ref}>{tradeRef(t._id)}</td>
                <td className={styles.small}>
                  <TradeMembers user1={t.user1_name} user2={t.user2_name} />
                </td>
                <td className={styles.small}>
                  <TradeBags trade={t} />
                </td>
                <td>
                  <StatusBadge status={t.status} label={TRADE_STATUS_LABELS[t.status] ?? t.status} />
                </td>
                <td className={styles.small}>
                  <Ack trade={t} kind="received" />
                </td>
                <td className={styles.small}>
                  <Ack trade={t} kind="returned" />
                </td>
                <td>
                  <OpenButton onClick={() => tradeDetails.show(t._id)} />
                </td>
              </tr>
            ))}
          </AdminTable>
      </AdminTabFrame>
      {tradeDetails.modal}
    </>
  );
}
