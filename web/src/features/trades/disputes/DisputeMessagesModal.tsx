import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Modal } from '@/components/Modal/Modal';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useFallbackPoll } from '@/hooks/useLiveUpdates';
import { formatDashboardTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { shortId } from '@/lib/format';
import type { Schema } from '@/lib/apiTypes';
import { TRADE_POLL_MS, useGetDisputeMessagesQuery, useSendDisputeMessageMutation } from '@/features/trades/api';
import type { Dispute, DisputeMessage } from '@/features/trades/types';
import { DISPUTE_MESSAGES, MESSAGING_STATUSES, disputeReasonLabel } from './constants';
import styles from './Disputes.module.css';

export function toDisputeMessages(list: Schema<'DisputeMessage'>[], me: string | undefined): DisputeMessage[] {
  return list.map((m) => {
    const fromAdmin = m.sender === 'admin' || m.is_admin;
    return {
      id: m._id,
      sender: m.sender,
      fromAdmin,
      mine: Boolean(me) && !fromAdmin && m.sender === me,
      senderName: fromAdmin ? 'Support team' : m.user_name || 'Member',
      message: m.message,
      createdAt: m.created_at,
    };
  });
}

export function MessageThread({ messages }: { messages: DisputeMessage[] }) {
  const endRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // Browsers may return a promise from scrollIntoView; an effect must return nothing.
    void endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);
  if (messages.length === 0) return <p className="hint">No messages yet. Write to our team below.</p>;
  return (
    <ul className={styles.thread}>
      {messages.map((m) => (
        <li key={m.id} className={`${styles.bubble} ${m.mine ? styles.mine : ''} ${m.fromAdmin ? styles.admin : ''}`}>
          <span className={styles.who}>
            {m.mine ? 'You' : m.senderName} · {formatDashboardTime(m.createdAt)}
          </span>
          <p>{m.message}</p>
        </li>
      ))}
      <li ref={endRef} aria-hidden="true" />
    </ul>
  );
}

/** Dispute Messaging: the thread with our team (refreshing), Enter sends and Shift+Enter adds a line. */
export function DisputeMessagesModal({ dispute, onClose }: { dispute: Dispute; onClose: () => void }) {
  const { id: me } = useCurrentUser();
  const { data = [], isLoading, isError, error, refetch } = useGetDisputeMessagesQuery(dispute._id);
  useFallbackPoll(refetch, TRADE_POLL_MS);
  const [send, { isLoading: sending }] = useSendDisputeMessageMutation();
  const [text, setText] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const canWrite = MESSAGING_STATUSES.includes(dispute.status);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() || sending) return;
    setSendError(null);
    const result = await send({ id: dispute._id, message: text.trim() });
    if ('error' in result) setSendError(errorText(result.error, DISPUTE_MESSAGES.sendFailed));
    else setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Modal open title="Dispute Messages" subtitle={`${disputeReasonLabel(dispute.reason)} · Dispute ${shortId(dispute._id, 8)}`} onClose={onClose}>
      <div className="form">
        {isError && <Banner tone="error">{errorText(error, DISPUTE_MESSAGES.loadMessages)}</Banner>}
        <div className={styles.box}>{isLoading ? <Skeleton height="100%" /> : <MessageThread messages={toDisputeMessages(data, me)} />}</div>
        {sendError && <Banner tone="error">{sendError}</Banner>}
        {canWrite ? (
          <form className={styles.composer} onSubmit={submit}>
            <label htmlFor={`dispute-reply-${dispute._id}`} className="visually-hidden">
              Your message
            </label>
            <textarea
              id={`dispute-reply-${dispute._id}`}
              className="input"
              rows={2}
              placeholder="Write a message (Enter sends, Shift+Enter for a new line)"
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              maxLength={2000}
            />
            <Button type="submit" disabled={!text.trim() || sending}>
              {sending ? 'Sending…' : 'Send'}
            </Button>
          </form>
        ) : (
          <p className="hint">This dispute is {dispute.status}; messaging is closed.</p>
        )}
      </div>
    </Modal>
  );
}

export default DisputeMessagesModal;
