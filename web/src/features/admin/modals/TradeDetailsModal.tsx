import { VerifiedBadge } from '@/components/VerifiedBadge/VerifiedBadge';
import { useState, type ReactNode } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { Modal } from '@/components/Modal/Modal';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { TradeBag, TradeBags } from '@/components/TradeDetails/TradeBag';
import { TradeConfirmations } from '@/components/TradeDetails/TradeConfirmations';
import { TradeTimelineList } from '@/components/TradeDetails/TradeTimelineList';
import { useTradeTimeline } from '@/hooks/useTradeTimeline';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';
import {
  useAdminForceCompleteTradeMutation,
  useAdminTradeQuery,
  useAdminOverrideTradeMutation,
} from '@/features/admin/api';
import { useConfirm } from '@/features/admin/components/Dialogs';
import { FinancialFigures } from '@/features/admin/components/FinancialFigures';
import { useTradeActions } from '@/features/admin/components/useTradeActions';
import { LoadError, NoticeBanner } from '@/features/admin/components/common';
import { TradeMemberCard } from '@/features/admin/components/TradeMemberCard';
import { dateOnly, dateTime, humanize, tradeRef, usd } from '@/features/admin/lib/display';
import type { Notice } from '@/features/admin/lib/hooks';
import { ackState, awaiting, canFlagOrDelete, canForceComplete, canOverride, TRADE_STATUS_LABELS, type AckKind, type Member } from '@/features/admin/lib/trades';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import type { MemberItem, TradeDetail, TradeUser } from '@/features/admin/types';
import { ForceCompleteDialog, type ForceCompleteChoice } from './ForceCompleteDialog';
import { ItemDetailsModal } from './ItemDetailsModal';
import { UserProfileModal } from './UserProfileModal';
import { useTradePerspective } from './useTradePerspective';

/** One side of the trade: who the member is, with the administrator's ways to look further. */
function TradeParty({
  user,
  member,
  onProfile,
  onPerspective,
}: {
  user: TradeUser | null;
  member: Member;
  onProfile: () => void;
  onPerspective: () => void;
}) {
  return (
    <div className={styles.card}>
      <span className={`${styles.small} ${styles.muted}`}>{member === 'user1' ? 'Initiator (User 1)' : 'Receiver (User 2)'}</span>
      {user ? (
        <TradeMemberCard
          user={user}
          actions={
            <>
              <Button size="small" variant="outline" onClick={onProfile}>
                View Profile
              </Button>
              <Button size="small" variant="ghost" onClick={onPerspective}>
                Member&apos;s View
              </Button>
            </>
          }
        />
      ) : (
        <p style={{ margin: 0 }}>{member === 'user1' ? ADMIN_MESSAGES.noUser1 : ADMIN_MESSAGES.noUser2}</p>
      )}
    </div>
  );
}

/** The order the confirmations are listed in: both receipts, then both returns. */
const CONFIRMATIONS: { kind: AckKind; member: Member }[] = [
  { kind: 'received', member: 'user1' },
  { kind: 'received', member: 'user2' },
  { kind: 'returned', member: 'user1' },
  { kind: 'returned', member: 'user2' },
];

interface TradeDetailsModalProps {
  tradeId: string | null;
  onClose: () => void;
  /** Results worth telling the list behind (e.g. the trade was deleted). */
  onNotice?: (text: string) => void;
}

/** Trade Details: both bags and members, money per member, confirmations, timeline and the admin actions. */
export function TradeDetailsModal({ tradeId, onClose, onNotice }: TradeDetailsModalProps) {
  const query = useAdminTradeQuery(tradeId ?? '', { skip: !tradeId });
  const [override, overrideState] = useAdminOverrideTradeMutation();
  const [forceComplete, forceState] = useAdminForceCompleteTradeMutation();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [notice, setNotice] = useState<Notice | null>(null);
  const actions = useTradeActions({
    success: (text, action) => {
      if (action === 'flag') return setNotice({ tone: 'success', text });
      onNotice?.(text);
      onClose();
    },
    failure: (text) => setNotice({ tone: 'error', text }),
  });
  const [forcing, setForcing] = useState(false);
  const [itemView, setItemView] = useState<MemberItem | null>(null);
  const [profileOf, setProfileOf] = useState<string | null>(null);
  const perspective = useTradePerspective();
  const busy = overrideState.isLoading || forceState.isLoading || actions.busy;

  const detail: TradeDetail | undefined = query.data;
  const trade = detail?.trade ?? null;
  const chat = useTradeTimeline(detail);

  const doOverride = async (kind: AckKind, member: Member) => {
    if (!trade) return;
    const userId = member === 'user1' ? trade.user1_id : trade.user2_id;
    const name = (member === 'user1' ? trade.user1_name : trade.user2_name) || ADMIN_MESSAGES.unknownUser;
    if (!userId) return;
    const ok = await confirm({
      title: kind === 'received' ? 'Override received status?' : 'Override returned status?',
      message:
        kind === 'received'
          ? `Mark that ${name} received the partner’s bag, on their behalf. It is recorded as an admin override.`
          : `Mark that ${name} got their own bag back, on their behalf. It is recorded as an admin override.`,
      confirmLabel: 'Apply Override',
      tone: 'primary',
    });
    if (!ok) return;
    const result = await override({ id: trade._id, kind, user_id: userId });
    if ('error' in result) {
      setNotice({ tone: 'error', text: errorText(result.error, kind === 'received' ? ADMIN_MESSAGES.overrideReceived : ADMIN_MESSAGES.overrideReturned) });
    } else {
      setNotice({ tone: 'success', text: result.data?.message || ADMIN_MESSAGES.adminOverrideApplied });
    }
  };

  const doForce = async (choice: ForceCompleteChoice | null) => {
    setForcing(false);
    if (!choice || !trade) return; // cancelling the prompt does nothing
    const result = await forceComplete({ id: trade._id, ...choice });
    if ('error' in result) return setNotice({ tone: 'error', text: errorText(result.error, ADMIN_MESSAGES.forceComplete) });
    setNotice({ tone: 'success', text: ADMIN_MESSAGES.tradeForceCompleted });
    onNotice?.(ADMIN_MESSAGES.tradeForceCompleted);
  };

  let body: ReactNode;
  if (!tradeId) {
    body = <EmptyState headingLevel="h3" title={ADMIN_MESSAGES.noTradeSelected} message="Choose a trade from the list." />;
  } else if (query.isLoading) {
    body = (
      <div className={styles.modalStack} aria-busy="true">
        <Skeleton height="3rem" />
        <Skeleton height="7rem" />
        <Skeleton height="10rem" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div className={styles.modalStack}>
        <LoadError error={query.error} fallback={ADMIN_MESSAGES.tradeDetailsUnavailable} onRetry={() => query.refetch()} />
        <EmptyState headingLevel="h3" title={ADMIN_MESSAGES.tradeDetailsUnavailable} message="The trade could not be read." />
      </div>
    );
  } else if (!trade || !detail) {
    body = <EmptyState headingLevel="h3" title={ADMIN_MESSAGES.tradeDetailsUnavailable} message="The trade could not be read." />;
  } else {
    const name1 = detail.user1?.name || trade.user1_name || 'User 1';
    const name2 = detail.user2?.name || trade.user2_name || 'User 2';
    const waiting = awaiting(trade);
    const labels = trade.labels ?? [];
    body = (
      <div className={styles.modalStack}>
        <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
        {trade.flag?.reason && (
          <Banner tone="error">
            Flagged: {trade.flag.reason}
            {trade.flag.at ? ` (${dateTime(trade.flag.at)})` : ''}
          </Banner>
        )}
        {trade.forced?.reason && (
          <Banner tone="info">
            Force {trade.forced.action === 'cancel' ? 'cancelled' : 'completed'} by an administrator: {trade.forced.reason}
          </Banner>
        )}

        <div className={styles.statusRow} style={{ justifyContent: 'space-between' }}>
          <div className={styles.statusRow}>
            <StatusBadge status={trade.status} label={TRADE_STATUS_LABELS[trade.status] ?? trade.status} />
            <StatusBadge status="neutral" label={humanize(trade.delivery_method) || 'Delivery'} />
            {waiting && <span className={`${styles.small} ${styles.muted}`}>{waiting}</span>}
          </div>
          <div className={styles.statusRow}>
            {detail.temporal_url && (
              <a className={styles.temporalLink} href={detail.temporal_url} target="_blank" rel="noreferrer">
                Open workflow in Temporal UI ↗
              </a>
            )}
            {detail.traces_url && (
              <a className={styles.temporalLink} href={detail.traces_url} target="_blank" rel="noreferrer">
                Open traces ↗
              </a>
            )}
          </div>
        </div>

        <dl className={styles.kv}>
          <dt>Trade id</dt>
          <dd className={styles.ref}>{trade._id}</dd>
          <dt>Requested</dt>
          <dd>{dateTime(trade.created_at)}</dd>
          <dt>Dates</dt>
          <dd>
            {dateOnly(trade.start_date)} – {dateOnly(trade.end_date)}
          </dd>
          {trade.pickup_date && (
            <>
              <dt>Pickup day</dt>
              <dd>{dateOnly(trade.pickup_date)}</dd>
            </>
          )}
          {trade.delivery_method === 'shipping' && (
            <>
              <dt>Shipping (round trip)</dt>
              <dd>{usd(trade.shipping_cost)} per member</dd>
            </>
          )}
          {trade.accepted_at && (
            <>
              <dt>Accepted</dt>
              <dd>{dateTime(trade.accepted_at)}</dd>
            </>
          )}
          {trade.completed_at && (
            <>
              <dt>Completed</dt>
              <dd>{dateTime(trade.completed_at)}</dd>
            </>
          )}
          {trade.notes && (
            <>
              <dt>Message</dt>
              <dd>{trade.notes}</dd>
            </>
          )}
        </dl>

        <TradeBags
          first={<TradeBag title={`Offered by ${name1}`} item={detail.hat1} onOpen={setItemView} />}
          second={<TradeBag title={`Requested from ${name2}`} item={detail.hat2} onOpen={setItemView} />}
        />

        <div className={styles.twoCol}>
          <TradeParty
            user={detail.user1}
            member="user1"
            onProfile={() => detail.user1 && setProfileOf(detail.user1._id)}
            onPerspective={() => trade.user1_id && perspective.show(trade._id, trade.user1_id, name1)}
          />
          <TradeParty
            user={detail.user2}
            member="user2"
            onProfile={() => detail.user2 && setProfileOf(detail.user2._id)}
            onPerspective={() => trade.user2_id && perspective.show(trade._id, trade.user2_id, name2)}
          />
        </div>

        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>Money</h3>
          <div className={styles.twoCol}>
            <div className={styles.card}>
              <span className={styles.strong}>
                {name1}<VerifiedBadge verified={trade.user1_verified} />
              </span>
              <FinancialFigures
                label={`${name1}'s figures`}
                breakdown={trade.financial_breakdown_initiator}
                status={trade.status}
                deliveryMethod={trade.delivery_method}
              />
            </div>
            <div className={styles.card}>
              <span className={styles.strong}>
                {name2}<VerifiedBadge verified={trade.user2_verified} />
              </span>
              <FinancialFigures
                label={`${name2}'s figures`}
                breakdown={trade.financial_breakdown_receiver}
                status={trade.status}
                deliveryMethod={trade.delivery_method}
              />
            </div>
          </div>
        </section>

        <TradeConfirmations
          rows={CONFIRMATIONS.map(({ kind, member }) => {
            const ack = ackState(trade, kind, member);
            return {
              key: `${member}-${kind}`,
              label: `${member === 'user1' ? name1 : name2} · ${kind === 'received' ? 'Received partner’s bag' : 'Own bag returned'}`,
              at: ack.at ?? null,
              override: ack.state === 'override',
              action: ack.state === 'awaiting' && canOverride(trade) && (
                <Button size="small" variant="outline" onClick={() => doOverride(kind, member)} disabled={busy}>
                  Override {kind === 'received' ? 'Received' : 'Returned'}
                </Button>
              ),
            };
          })}
        />

        {labels.length > 0 && (
          <section className={styles.section}>
            <h3 className={styles.sectionTitle}>Shipping labels</h3>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>Leg</th>
                    <th>Carrier</th>
                    <th>Tracking</th>
                    <th>Label</th>
                  </tr>
                </thead>
                <tbody>
                  {labels.map((l, i) => (
                    <tr key={l.leg ?? i}>
                      <td>{humanize(l.leg)}</td>
                      <td>{l.carrier || '—'}</td>
                      <td className={styles.ref}>
                        {l.tracking_url ? (
                          <a href={l.tracking_url} target="_blank" rel="noreferrer">
                            {l.tracking_number}
                          </a>
                        ) : (
                          l.tracking_number || '—'
                        )}
                      </td>
                      <td>
                        {l.label_url ? (
                          <a href={l.label_url} target="_blank" rel="noreferrer">
                            PDF
                          </a>
                        ) : (
                          '—'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}

        <TradeTimelineList chat={chat} nameOf={(e) => e.user_name || 'System'} />
      </div>
    );
  }

  const footer = trade ? (
    <>
      {canFlagOrDelete(trade) && (
        <>
          <Button variant="ghost" onClick={() => actions.flag(trade)} disabled={busy}>
            Flag Trade
          </Button>
          <Button variant="ghost" onClick={() => actions.remove(trade)} disabled={busy}>
            Delete Trade
          </Button>
        </>
      )}
      {canForceComplete(trade) && (
        <Button variant="danger" onClick={() => setForcing(true)} disabled={busy}>
          {forceState.isLoading ? 'Completing…' : 'Force Complete'}
        </Button>
      )}
      <Button variant="outline" onClick={onClose}>
        Close
      </Button>
    </>
  ) : undefined;

  return (
    <>
      <Modal
        open
        title="Trade Details"
        subtitle={trade ? `Trade ${tradeRef(trade._id)} · ${trade.user1_name ?? 'User 1'} ⇄ ${trade.user2_name ?? 'User 2'}` : undefined}
        onClose={onClose}
        size="large"
        footer={footer}
      >
        {body}
      </Modal>
      {forcing && trade && <ForceCompleteDialog trade={trade} onDone={doForce} />}
      {itemView && <ItemDetailsModal itemId={itemView._id} initial={itemView} onClose={() => setItemView(null)} />}
      {profileOf && <UserProfileModal userId={profileOf} onClose={() => setProfileOf(null)} onNotice={(text) => setNotice({ tone: 'success', text })} />}
      {perspective.modal}
      {confirmDialog}
      {actions.dialogs}
    </>
  );
}
