import type { ReactNode } from 'react';
import { Button } from '@/components/Button/Button';
import { SafeImage } from '@/components/SafeImage/SafeImage';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { VerifiedBadge } from '@/components/VerifiedBadge/VerifiedBadge';
import { formatCalendarDate } from '@/lib/dates';
import { backText, handoverText, nextStepText } from '@/lib/tradeDays';
import { DISPUTE_ACTIVE_MESSAGE, displayStatus, hasActiveDispute, PENDING_STATUSES, perspective, tradeProgress, waitingText, type Trade } from '@/lib/trades';
import { acceptCostOf, AcceptCostLine } from './AcceptCost';
import { TradeActions } from './TradeActions';
import { TradeRoles } from './TradeRoles';
import styles from './Trades.module.css';

interface TradeCardProps {
  trade: Trade;
  me: string | undefined;
  onOpen: (id: string) => void;
  showProgress?: boolean;
  extra?: ReactNode;
  /** The member's own action just moved the trade out of this list: say where, instead of offering actions. */
  movedNote?: string;
  /** The trade as the API answered one of the member's actions. */
  onChanged?: (trade: Trade) => void;
}

/** One trade in a list: both bags, partner, handover days, status, and the actions the server allows. */
export function TradeCard({ trade, me, onOpen, showProgress, extra, movedNote, onChanged }: TradeCardProps) {
  const view = perspective(trade, me);
  const waiting = waitingText(trade, me) ?? (hasActiveDispute(trade) ? null : nextStepText(trade, me));
  const progress = tradeProgress(trade);
  const answering = trade.actions?.includes('accept') || trade.actions?.includes('approve');
  const cost = answering && !movedNote ? acceptCostOf(trade, me) : null;
  const open = (
    <Button size="small" variant="outline" onClick={() => onOpen(trade._id)}>
      View Details
    </Button>
  );
  return (
    <article className={styles.card} aria-label={`Trade with ${view.partner.name}`}>
      <div className={styles.cardBags}>
        <div className={styles.thumb}>
          <SafeImage src={view.myItem?.thumbnail_url || view.myItem?.image_url} alt={`Your bag: ${view.myItem?.name ?? 'Bag'}`} />
        </div>
        <span aria-hidden="true" className={styles.swapSmall}>
          ⇄
        </span>
        <div className={styles.thumb}>
          <SafeImage src={view.theirItem?.thumbnail_url || view.theirItem?.image_url} alt={`Their bag: ${view.theirItem?.name ?? 'Bag'}`} />
        </div>
      </div>
      <div className={styles.cardBody}>
        <div className={styles.cardHead}>
          <h4 className={styles.cardTitle}>
            {view.myItem?.name ?? 'Your bag'} ⇄ {view.theirItem?.name ?? 'Their bag'}
          </h4>
          <StatusBadge status={displayStatus(trade.status)} />
        </div>
        <p className={styles.dates}>
          {handoverText(trade)} · {backText(trade)}
        </p>
        <p className={styles.muted}>
          With {view.partner.name}<VerifiedBadge verified={view.partner.verified} /> · Trade dates {formatCalendarDate(trade.start_date)} – {formatCalendarDate(trade.end_date)} ·{' '}
          {trade.delivery_method === 'shipping' ? 'Shipping' : 'Pickup'}
        </p>
        {PENDING_STATUSES.includes(trade.status) && !movedNote && <TradeRoles trade={trade} me={me} />}
        {cost && <AcceptCostLine cost={cost} verb={trade.actions?.includes('approve') ? 'Approving' : 'Accepting'} />}
        {movedNote ? (
          <p className={styles.moved} role="status">
            {movedNote}
          </p>
        ) : (
          waiting && <p className={styles.waiting}>{waiting}</p>
        )}
        {hasActiveDispute(trade) && <p className={styles.disputeNote}>{DISPUTE_ACTIVE_MESSAGE}</p>}
        {showProgress && progress > 0 && (
          <div className={styles.progress} role="progressbar" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} aria-label="Trade progress">
            <span style={{ width: `${progress}%` }} />
          </div>
        )}
        {movedNote ? (
          <div className={styles.actions}>{open}</div>
        ) : (
          <TradeActions trade={trade} me={me} size="small" onChanged={onChanged}>
            {open}
            {extra}
          </TradeActions>
        )}
      </div>
    </article>
  );
}
