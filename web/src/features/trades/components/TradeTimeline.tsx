import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { TradeTimelineList } from '@/components/TradeDetails/TradeTimelineList';
import { errorText } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { useSendTradeMessageMutation } from '@/features/trades/api';
import { TRADE_MESSAGES } from '@/features/trades/messages';
import { useTradeTimeline } from '@/hooks/useTradeTimeline';
import type { Schema } from '@/lib/apiTypes';
import styles from './Trades.module.css';

/** The trade's timeline with a message box for the members. */
export function TradeTimeline({ detail, me, canWrite }: { detail: Schema<'TradeDetail'>; me: string | undefined; canWrite: boolean }) {
  const trade = detail.trade;
  const dispatch = useDispatch();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = useSendTradeMessageMutation();
  const chat = useTradeTimeline(detail);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    setError(null);
    const result = await send({ id: trade._id, message: text.trim() });
    if ('error' in result) return setError(errorText(result.error, TRADE_MESSAGES.messageFailed));
    setText('');
    dispatch(flashShown(TRADE_MESSAGES.messageSent));
  };

  const nameOf = (userId?: string, userName?: string) =>
    userId && userId === me ? 'You' : userName || (userId === trade.user1_id ? trade.user1_name : userId === trade.user2_id ? trade.user2_name : undefined);

  return (
    <TradeTimelineList chat={chat} nameOf={(e) => nameOf(e.user_id, e.user_name) ?? 'System'}>
      {canWrite && (
        <form className={styles.messageForm} onSubmit={submit}>
          <label htmlFor={`trade-message-${trade._id}`} className="visually-hidden">
            Message to your trade partner
          </label>
          <input
            id={`trade-message-${trade._id}`}
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
    </TradeTimelineList>
  );
}
