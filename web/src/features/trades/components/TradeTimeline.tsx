import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { formatDashboardTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { useSendTradeMessageMutation } from '@/features/trades/api';
import { TRADE_MESSAGES } from '@/features/trades/messages';
import type { Trade } from '@/features/trades/model';
import styles from './Trades.module.css';
import { useOlderMessages } from './useOlderMessages';

const ICONS: Record<string, string> = {
  created: '✦',
  modified: '✎',
  accepted: '✓',
  message: '✉',
  rejected: '✕',
  denied: '✕',
  cancelled: '✕',
  completed: '★',
  received: '⬇',
  returned: '⬆',
  disputed: '!',
};

function iconFor(kind: string | undefined, icon: string | undefined): string {
  if (icon && icon.length <= 2) return icon;
  const key = Object.keys(ICONS).find((k) => kind?.includes(k));
  return key ? ICONS[key] : '•';
}

/** The trade's history (creation, changes, acknowledgements, messages) and a message box. */
export function TradeTimeline({ trade, me, canWrite }: { trade: Trade; me: string | undefined; canWrite: boolean }) {
  const dispatch = useDispatch();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = useSendTradeMessageMutation();
  const { timeline, hasOlder, loadOlder, loading, failed } = useOlderMessages(trade);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setError(null);
    const result = await send({ id: trade.id, message: text.trim() });
    if ('error' in result) return setError(errorText(result.error, TRADE_MESSAGES.messageFailed));
    setText('');
    dispatch(flashShown(TRADE_MESSAGES.messageSent));
  };

  const nameOf = (userId?: string, userName?: string) =>
    userId && userId === me ? 'You' : (userName ?? (userId === trade.user1._id ? trade.user1.name : userId === trade.user2._id ? trade.user2.name : undefined));

  return (
    <section className={styles.timelineBlock} aria-label="Timeline and messages">
      <h3 className={styles.blockTitle}>Timeline &amp; messages</h3>
      {hasOlder && (
        <Button variant="ghost" size="small" onClick={loadOlder} disabled={loading}>
          {loading ? 'Loading…' : 'Load older messages'}
        </Button>
      )}
      {failed && <Banner tone="error">Failed to load messages</Banner>}
      {timeline.length === 0 ? (
        <p className="hint">Nothing here yet.</p>
      ) : (
        <ol className={styles.timeline}>
          {timeline.map((event) => (
            <li key={event.id}>
              <span className={styles.icon} aria-hidden="true">
                {iconFor(event.kind ?? event.description.toLowerCase(), event.icon)}
              </span>
              <div>
                <p className={styles.eventLine}>
                  <strong>{nameOf(event.userId, event.userName) ?? 'System'}</strong> · {event.description}
                  <time>{formatDashboardTime(event.timestamp)}</time>
                </p>
                {event.message && <p className={styles.eventMessage}>“{event.message}”</p>}
              </div>
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <form className={styles.messageForm} onSubmit={submit}>
          <label htmlFor={`trade-message-${trade.id}`} className="visually-hidden">
            Message to your trade partner
          </label>
          <input
            id={`trade-message-${trade.id}`}
            className="input"
            placeholder="Write a message to your trade partner"
            value={text}
            maxLength={2000}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" disabled={!text.trim() || isLoading}>
            {isLoading ? 'Sending…' : 'Send'}
          </Button>
        </form>
      )}
      {error && <Banner tone="error">{error}</Banner>}
    </section>
  );
}
