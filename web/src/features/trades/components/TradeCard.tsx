import type { ReactNode } from 'react';
import { Button } from '@/components/Button/Button';
import { SafeImage } from '@/components/SafeImage/SafeImage';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { formatCalendarDate } from '@/lib/dates';
import { DISPUTE_ACTIVE_MESSAGE, displayStatus, hasActiveDispute, nextStepText, perspective, tradeProgress, waitingText, type Trade } from '@/lib/trades';
import { TradeActions } from './TradeActions';
import styles from './Trades.module.css';

interface TradeCardProps {
  trade: Trade;
  me: string | undefined;
  onOpen: (id: string) => void;
  showProgress?: boolean;
  extra?: ReactNode;
}

/** One trade in a list: both bags, partner, dates, status, and the actions the server allows. */
export function TradeCard({ trade, me, onOpen, showProgress, extra }: TradeCardProps) {
  const view = perspective(trade, me);
  const waiting = waitingText(trade, me) ?? (hasActiveDispute(trade) ? null : nextStepText(trade, me));
  const progress = tradeProgress(trade);
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
        <p className={styles.muted}>
          With {view.partner.name} · {formatCalendarDate(trade.start_date)} – {formatCalendarDate(trade.end_date)} ·{' '}
          {trade.delivery_method === 'shipping' ? 'Shipping' : 'Pickup'}
        </p>
        {waiting && <p className={styles.waiting}>{waiting}</p>}
        {hasActiveDispute(trade) && <p className={styles.disputeNote}>{DISPUTE_ACTIVE_MESSAGE}</p>}
        {showProgress && progress > 0 && (
          <div className={styles.progress} role="progressbar" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} aria-label="Trade progress">
            <span style={{ width: `${progress}%` }} />
          </div>
        )}
        <TradeActions trade={trade} me={me} size="small">
          <Button size="small" variant="outline" onClick={() => onOpen(trade._id)}>
            View Details
          </Button>
          {extra}
        </TradeActions>
      </div>
    </article>
  );
}
