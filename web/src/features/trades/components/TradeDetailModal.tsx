import { useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Modal } from '@/components/Modal/Modal';
import { SafeImage } from '@/components/SafeImage/SafeImage';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { TradeMoney } from '@/components/TradeMoney/TradeMoney';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useFallbackPoll } from '@/hooks/useLiveUpdates';
import { accountDialogCloseRequested } from '@/lib/appEvents';
import { formatCalendarDate, formatDashboardTime } from '@/lib/dates';
import { errorText, isApiError } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { formatMaybeUSD, shortId } from '@/lib/format';
import { str } from '@/lib/normalize';
import { itemDetailOpened, type OverlayItem } from '@/lib/overlays';
import { TRADE_POLL_MS, useGetMyDisputesQuery, useGetTradeLabelMutation, useGetTradeQuery, useRegenerateLabelsMutation } from '@/features/trades/api';
import { CreateDisputeModal } from '@/features/trades/disputes/CreateDisputeModal';
import { DisputeHistoryModal } from '@/features/trades/disputes/DisputeHistoryModal';
import { DisputeMessagesModal } from '@/features/trades/disputes/DisputeMessagesModal';
import { TRADE_MESSAGES } from '@/features/trades/messages';
import { DISPUTE_ACTIVE_MESSAGE, displayStatus, hasActiveDispute, perspective, waitingText, type Trade, type TradeItem } from '@/features/trades/model';
import { useRateTrade } from '@/features/trades/reviews/useRateTrade';
import { openLabel } from './labels';
import { TrackingModal } from './TrackingModal';
import { TradeActions } from './TradeActions';
import { TradeTimeline } from './TradeTimeline';
import styles from './Trades.module.css';

function BagTile({ title, item }: { title: string; item: TradeItem | null }) {
  const dispatch = useDispatch();
  const image = <SafeImage src={str(item?.thumbnail_url) ?? str(item?.image_url)} alt={item?.name ?? 'Bag'} />;
  return (
    <div className={styles.bagTile}>
      <span className={styles.bagTitle}>{title}</span>
      {item?._id ? (
        <button
          type="button"
          className={`${styles.bagImage} ${styles.bagButton}`}
          onClick={() => dispatch(itemDetailOpened(item as unknown as OverlayItem))}
          aria-label={`Details of ${item.name}`}
        >
          {image}
        </button>
      ) : (
        <div className={styles.bagImage}>{image}</div>
      )}
      <strong className={styles.bagName}>{item?.name ?? 'Bag'}</strong>
      <span className={styles.bagMeta}>{[item?.brand, formatMaybeUSD(item?.value)].filter((v) => v && v !== '—').join(' · ')}</span>
    </div>
  );
}

function AckLine({ label, at }: { label: string; at?: string }) {
  return (
    <li className={at ? styles.ackDone : styles.ackWaiting}>
      <span aria-hidden="true">{at ? '✓' : '○'}</span> {label}: {at ? formatDashboardTime(at) : 'waiting'}
    </li>
  );
}

/** The full trade: bags, dates, delivery, money, acknowledgements, labels, disputes, reviews, timeline; refreshes every 5 s. */
export function TradeDetailModal({ tradeId, onClose }: { tradeId: string; onClose: () => void }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { id: me } = useCurrentUser();
  const { data: trade, isLoading, isError, error, refetch } = useGetTradeQuery(tradeId);
  useFallbackPoll(refetch, TRADE_POLL_MS);

  return (
    <Modal open title="Trade Details" subtitle={`Trade ${shortId(tradeId)}`} onClose={onClose} size="large">
      {isLoading ? (
        <div className="form">
          <Skeleton height="9rem" />
          <Skeleton height="5rem" />
        </div>
      ) : isError || !trade ? (
        <Banner tone="error" action={<Button size="small" onClick={() => refetch()}>Try Again</Button>}>
          {errorText(error, TRADE_MESSAGES.loadFailed)}
        </Banner>
      ) : (
        <TradeDetail
          trade={trade}
          me={me}
          onViewCloset={(id) => {
            onClose();
            dispatch(accountDialogCloseRequested());
            navigate(`/closet/${id}`);
          }}
        />
      )}
    </Modal>
  );
}

function TradeDetail({ trade, me, onViewCloset }: { trade: Trade; me: string | undefined; onViewCloset: (id: string) => void }) {
  const dispatch = useDispatch();
  const view = perspective(trade, me);
  const [tracking, setTracking] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const [disputeView, setDisputeView] = useState<'messages' | 'history' | null>(null);
  const [labelError, setLabelError] = useState<string | null>(null);
  const [getLabel, labelState] = useGetTradeLabelMutation();
  const [regenerate, regenState] = useRegenerateLabelsMutation();
  const disputes = useGetMyDisputesQuery();
  const dispute = disputes.data?.find((d) => d.trade_id === trade.id || d._id === trade.disputeId);
  const rate = useRateTrade();

  const status = displayStatus(trade.status);
  const waiting = waitingText(trade, me);
  const disputed = hasActiveDispute(trade) || Boolean(dispute && !['resolved', 'closed'].includes(dispute.status));
  const activeish = ['accepted', 'disputed', 'completed'].includes(trade.status);
  const shipping = trade.deliveryMethod === 'shipping';
  const open = !['rejected', 'denied', 'cancelled', 'completed'].includes(trade.status);

  const fetchLabel = async (kind: 'label' | 'return-label') => {
    setLabelError(null);
    const outbound = kind === 'label';
    const result = await getLabel({ id: trade.id, kind });
    if ('error' in result) {
      const notYet = isApiError(result.error) && (result.error.status === 404 || result.error.status === 409);
      return setLabelError(
        notYet ? (outbound ? TRADE_MESSAGES.outboundMissing : TRADE_MESSAGES.returnMissing) : outbound ? TRADE_MESSAGES.outboundFailed : TRADE_MESSAGES.returnFailed,
      );
    }
    const url = result.data?.label_url;
    if (!url) return setLabelError(outbound ? TRADE_MESSAGES.outboundMissing : TRADE_MESSAGES.returnMissing);
    try {
      await openLabel(url);
    } catch {
      setLabelError(outbound ? TRADE_MESSAGES.outboundFailed : TRADE_MESSAGES.returnFailed);
    }
  };

  const regen = async () => {
    setLabelError(null);
    const result = await regenerate(trade.id);
    if ('error' in result) setLabelError(errorText(result.error, TRADE_MESSAGES.labelsFailed));
    else dispatch(flashShown(TRADE_MESSAGES.labelsRegenerated));
  };

  let notice: ReactNode = null;
  if (disputed) notice = <Banner tone="error">{DISPUTE_ACTIVE_MESSAGE}</Banner>;
  else if (waiting) notice = <Banner tone="info">{waiting}</Banner>;

  return (
    <div className={styles.detail}>
      <div className={styles.statusRow}>
        <StatusBadge status={status} />
        <span className={styles.muted}>
          {view.initiator ? 'You requested this trade' : `${view.partner.name} requested this trade`} ·{' '}
          {formatDashboardTime(trade.createdAt)}
        </span>
      </div>
      {notice}
      {trade.adminOverride && <Banner tone="info">An administrator confirmed a step of this trade (Admin Override Applied).</Banner>}
      {trade.modMessage && trade.status === 'modified' && <Banner tone="info">Note with the changes: “{trade.modMessage}”</Banner>}
      {trade.status === 'pending' && trade.expiresAt && <p className="hint">The request expires {formatDashboardTime(trade.expiresAt)} if nobody answers.</p>}

      <div className={styles.bags}>
        <BagTile title="You lend" item={view.myItem} />
        <span className={styles.swap} aria-hidden="true">
          ⇄
        </span>
        <BagTile title="You borrow" item={view.theirItem} />
      </div>

      <div className={styles.facts}>
        <div>
          <span>Partner</span>
          <strong>{view.partner.name}</strong>
          {view.partner._id && (
            <button type="button" className={styles.inlineLink} onClick={() => onViewCloset(view.partner._id)}>
              View Full Closet
            </button>
          )}
        </div>
        <div>
          <span>Dates</span>
          <strong>
            {formatCalendarDate(trade.startDate)} – {formatCalendarDate(trade.endDate)}
          </strong>
        </div>
        <div>
          <span>Delivery</span>
          <strong>{shipping ? 'Shipping' : 'Pickup'}</strong>
          {!shipping && trade.pickupDate && <span>Pickup day {formatCalendarDate(trade.pickupDate)}</span>}
          {!shipping && trade.returnPickupDate && <span>Return pickup day {formatCalendarDate(trade.returnPickupDate)}</span>}
        </div>
      </div>

      <TradeActions trade={trade} me={me} />

      {activeish && (
        <section aria-label="Confirmations">
          <h3 className={styles.blockTitle}>Confirmations</h3>
          <ul className={styles.acks}>
            <AckLine label="You received their bag" at={view.received} />
            <AckLine label={`${view.partner.name} received your bag`} at={view.partnerReceived} />
            <AckLine label="You got your bag back" at={view.returned} />
            <AckLine label={`${view.partner.name} got their bag back`} at={view.partnerReturned} />
          </ul>
        </section>
      )}

      {shipping && activeish && (
        <section aria-label="Shipping">
          <h3 className={styles.blockTitle}>Shipping</h3>
          {trade.labelError && <Banner tone="error">Labels could not be bought yet: {trade.labelError}</Banner>}
          {labelError && <Banner tone="error">{labelError}</Banner>}
          <div className={styles.actions}>
            <Button size="small" variant="outline" disabled={labelState.isLoading} onClick={() => fetchLabel('label')}>
              Outbound Label
            </Button>
            <Button size="small" variant="outline" disabled={labelState.isLoading} onClick={() => fetchLabel('return-label')}>
              Return Label
            </Button>
            <Button size="small" variant="outline" onClick={() => setTracking(true)}>
              Track Packages
            </Button>
            {trade.status === 'accepted' && (
              <Button size="small" variant="ghost" disabled={regenState.isLoading} onClick={regen}>
                Regenerate Labels
              </Button>
            )}
          </div>
        </section>
      )}

      <section aria-label="Costs">
        <h3 className={styles.blockTitle}>Your costs</h3>
        {view.financials ? (
          <TradeMoney breakdown={view.financials} deliveryMethod={trade.deliveryMethod} label="Your costs" />
        ) : (
          <p className="hint">{TRADE_MESSAGES.costsUnavailable}</p>
        )}
      </section>

      {(trade.status === 'accepted' || dispute) && (
        <section aria-label="Dispute">
          <h3 className={styles.blockTitle}>Problems?</h3>
          {dispute ? (
            <div className={styles.actions}>
              <StatusBadge status={dispute.status} label={`Dispute ${dispute.status}`} />
              <Button size="small" variant="outline" onClick={() => setDisputeView('messages')}>
                Dispute Messages
              </Button>
              <Button size="small" variant="outline" onClick={() => setDisputeView('history')}>
                Dispute History
              </Button>
            </div>
          ) : (
            <div className={styles.actions}>
              <p className="hint">If a bag is damaged, late or not as described, our team can help.</p>
              <Button size="small" variant="outline" onClick={() => setDisputing(true)}>
                Open Dispute
              </Button>
            </div>
          )}
        </section>
      )}

      {trade.status === 'completed' && (
        <section aria-label="Review">
          {rate.error && (
            <Banner tone="error" onDismiss={rate.clearError}>
              {rate.error}
            </Banner>
          )}
          <Button variant="gold" disabled={rate.checking} onClick={() => rate.start(trade.id, view.partner.name)}>
            Rate Trade
          </Button>
        </section>
      )}

      <TradeTimeline trade={trade} me={me} canWrite={open} />

      {tracking && <TrackingModal tradeId={trade.id} onClose={() => setTracking(false)} />}
      {disputing && <CreateDisputeModal tradeId={trade.id} onClose={() => setDisputing(false)} />}
      {disputeView === 'messages' && dispute && <DisputeMessagesModal dispute={dispute} onClose={() => setDisputeView(null)} />}
      {disputeView === 'history' && dispute && <DisputeHistoryModal dispute={dispute} onClose={() => setDisputeView(null)} />}
      {rate.modal}
    </div>
  );
}

export default TradeDetailModal;
