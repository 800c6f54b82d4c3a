import { VerifiedBadge } from '@/components/VerifiedBadge/VerifiedBadge';
import { useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Modal } from '@/components/Modal/Modal';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { TradeBag, TradeBags } from '@/components/TradeDetails/TradeBag';
import { TradeConfirmations } from '@/components/TradeDetails/TradeConfirmations';
import { TradeSection } from '@/components/TradeDetails/TradeSection';
import { TradeMoney } from '@/components/TradeMoney/TradeMoney';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useFallbackPoll } from '@/hooks/useLiveUpdates';
import { accountDialogCloseRequested } from '@/lib/appEvents';
import { formatCalendarDate, formatDashboardTime, formatWeekdayDate } from '@/lib/dates';
import { errorText, isApiError } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { shortId } from '@/lib/format';
import { itemDetailOpened } from '@/lib/overlays';
import type { Schema } from '@/lib/apiTypes';
import { TRADE_POLL_MS, useGetMyDisputesQuery, useGetTradeLabelMutation, useGetTradeQuery, useRegenerateLabelsMutation } from '@/features/trades/api';
import { CreateDisputeModal } from '@/features/trades/disputes/CreateDisputeModal';
import { DisputeHistoryModal } from '@/features/trades/disputes/DisputeHistoryModal';
import { DisputeMessagesModal } from '@/features/trades/disputes/DisputeMessagesModal';
import { TRADE_MESSAGES } from '@/features/trades/messages';
import { handoverDays } from '@/lib/tradeDays';
import { DISPUTE_ACTIVE_MESSAGE, displayStatus, hasActiveDispute, perspective, waitingText, type TradeItem } from '@/lib/trades';
import { RequestMessage } from './TradeRoles';
import { useRateTrade } from '@/features/trades/reviews/useRateTrade';
import { openLabel } from './labels';
import { TrackingModal } from './TrackingModal';
import { TradeActions } from './TradeActions';
import { TradeTimeline } from './TradeTimeline';
import styles from './Trades.module.css';

/** The full trade: bags, dates, delivery, money, acknowledgements, labels, disputes, reviews, timeline; refreshes every 5 s. */
export function TradeDetailModal({ tradeId, onClose }: { tradeId: string; onClose: () => void }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { id: me } = useCurrentUser();
  const { data: detail, isLoading, isError, error, refetch } = useGetTradeQuery(tradeId);
  useFallbackPoll(refetch, TRADE_POLL_MS);

  return (
    <Modal open title="Trade Details" subtitle={`Trade ${shortId(tradeId)}`} onClose={onClose} size="large">
      {isLoading ? (
        <div className="form">
          <Skeleton height="9rem" />
          <Skeleton height="5rem" />
        </div>
      ) : isError || !detail ? (
        <Banner tone="error" action={<Button size="small" onClick={() => refetch()}>Try Again</Button>}>
          {errorText(error, TRADE_MESSAGES.loadFailed)}
        </Banner>
      ) : (
        <TradeDetail
          detail={detail}
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

function TradeDetail({ detail, me, onViewCloset }: { detail: Schema<'TradeDetail'>; me: string | undefined; onViewCloset: (id: string) => void }) {
  const dispatch = useDispatch();
  const trade = detail.trade;
  const view = perspective(trade, me);
  const [tracking, setTracking] = useState(false);
  const [disputing, setDisputing] = useState(false);
  const [disputeView, setDisputeView] = useState<'messages' | 'history' | null>(null);
  const [labelError, setLabelError] = useState<string | null>(null);
  const [getLabel, labelState] = useGetTradeLabelMutation();
  const [regenerate, regenState] = useRegenerateLabelsMutation();
  const disputes = useGetMyDisputesQuery();
  const dispute = disputes.data?.find((d) => d.trade_id === trade._id || d._id === trade.dispute_id);
  const rate = useRateTrade();
  const openBag = (item: TradeItem) => dispatch(itemDetailOpened(item));

  const status = displayStatus(trade.status);
  const waiting = waitingText(trade, me);
  const disputed = hasActiveDispute(trade) || Boolean(dispute && !['resolved', 'closed'].includes(dispute.status));
  const activeish = ['accepted', 'disputed', 'completed'].includes(trade.status);
  const shipping = trade.delivery_method === 'shipping';
  const open = !['rejected', 'denied', 'cancelled', 'completed'].includes(trade.status);
  const days = handoverDays(trade);

  const fetchLabel = async (kind: 'label' | 'return-label') => {
    setLabelError(null);
    const outbound = kind === 'label';
    const result = await getLabel({ id: trade._id, kind });
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
    const result = await regenerate(trade._id);
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
          {formatDashboardTime(trade.created_at)}
        </span>
      </div>
      {notice}
      {(trade.admin_override?.length ?? 0) > 0 && <Banner tone="info">An administrator confirmed a step of this trade (Admin Override Applied).</Banner>}
      {trade.mod_message && trade.status === 'modified' && <Banner tone="info">Note with the changes: “{trade.mod_message}”</Banner>}
      <RequestMessage trade={trade} me={me} />
      {trade.status === 'pending' && trade.expires_at && <p className="hint">The request expires {formatDashboardTime(trade.expires_at)} if nobody answers.</p>}

      <TradeBags
        first={<TradeBag title="You lend" item={view.myItem} onOpen={openBag} />}
        second={<TradeBag title="You borrow" item={view.theirItem} onOpen={openBag} />}
      />

      <div className={styles.facts}>
        <div>
          <span>Partner</span>
          <strong>
            {view.partner.name}<VerifiedBadge verified={view.partner.verified} />
          </strong>
          {view.partner.id && (
            <button type="button" className={styles.inlineLink} onClick={() => onViewCloset(view.partner.id)}>
              View Full Closet
            </button>
          )}
        </div>
        <div>
          <span>{shipping ? 'Arrives by' : 'Handover'}</span>
          <strong>{formatWeekdayDate(days.handover)}</strong>
          <span>{shipping ? 'Shipping, tracked both ways' : `At ${days.place}`}</span>
        </div>
        <div>
          <span>{shipping ? 'Ships back after' : 'Return'}</span>
          <strong>{formatWeekdayDate(days.back)}</strong>
          <span>
            Trade dates {formatCalendarDate(trade.start_date)} – {formatCalendarDate(trade.end_date)}
          </span>
        </div>
      </div>

      <TradeActions trade={trade} me={me} />

      {activeish && (
        <TradeConfirmations
          rows={[
            { key: 'received', label: 'You received their bag', at: view.received },
            { key: 'partner-received', label: `${view.partner.name} received your bag`, at: view.partnerReceived },
            { key: 'returned', label: 'You got your bag back', at: view.returned },
            { key: 'partner-returned', label: `${view.partner.name} got their bag back`, at: view.partnerReturned },
          ]}
        />
      )}

      {shipping && activeish && (
        <TradeSection title="Shipping">
          {trade.label_error && <Banner tone="error">Labels could not be bought yet: {trade.label_error}</Banner>}
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
        </TradeSection>
      )}

      <TradeSection title="Your costs" label="Costs">
        {view.financials ? (
          <TradeMoney breakdown={view.financials} deliveryMethod={trade.delivery_method} label="Your costs" />
        ) : (
          <p className="hint">{TRADE_MESSAGES.costsUnavailable}</p>
        )}
      </TradeSection>

      {(trade.status === 'accepted' || dispute) && (
        <TradeSection title="Problems?" label="Dispute">
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
        </TradeSection>
      )}

      {trade.status === 'completed' && (
        <section aria-label="Review">
          {rate.error && (
            <Banner tone="error" onDismiss={rate.clearError}>
              {rate.error}
            </Banner>
          )}
          <Button variant="gold" disabled={rate.checking} onClick={() => rate.start(trade._id, view.partner.name)}>
            Rate Trade
          </Button>
        </section>
      )}

      <TradeTimeline detail={detail} me={me} canWrite={open} />

      {tracking && <TrackingModal tradeId={trade._id} onClose={() => setTracking(false)} />}
      {disputing && <CreateDisputeModal tradeId={trade._id} onClose={() => setDisputing(false)} />}
      {disputeView === 'messages' && dispute && <DisputeMessagesModal dispute={dispute} onClose={() => setDisputeView(null)} />}
      {disputeView === 'history' && dispute && <DisputeHistoryModal dispute={dispute} onClose={() => setDisputeView(null)} />}
      {rate.modal}
    </div>
  );
}

export default TradeDetailModal;
