import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Modal } from '@/components/Modal/Modal';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';
import { useAdminDisputeMessagesQuery, useAdminSendDisputeMessageMutation } from '@/features/admin/api';
import { LoadError } from '@/features/admin/components/common';
import { DISPUTE_MESSAGE_BOX_HEIGHT } from '@/features/admin/lib/constants';
import { dateTime, disputeRef } from '@/features/admin/lib/display';
import { canMessage, isAdminMessage, messageAuthor, messageTime } from '@/features/admin/lib/disputes';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import type { Dispute } from '@/features/admin/types';

/**
 * Dispute Messaging (admin view): the conversation with both members in a
 * 400 px box. Enter sends, Shift+Enter adds a line; sending is disabled while
 * the text is blank or a message is on its way, and once the dispute is closed.
 */
export function DisputeMessagingModal({ dispute, onClose }: { dispute: Pick<Dispute, '_id' | 'status'> | null; onClose: () => void }) {
  const id = dispute?._id ?? '';
  const messages = useAdminDisputeMessagesQuery(id, { skip: !id, pollingInterval: 15_000 });
  const [send, { isLoading }] = useAdminSendDisputeMessageMutation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const open = dispute ? canMessage(dispute) : false;
  const list = messages.data ?? [];

  useEffect(() => {
    const box = boxRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [list.length]);

  const submit = async () => {
    if (!id || text.trim() === '' || isLoading || !open) return;
    setError(null);
    const result = await send({ id, message: text.trim() });
    if ('error' in result) return setError(errorText(result.error, ADMIN_MESSAGES.sendMessage));
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Modal open title="Dispute Messages" subtitle={dispute ? `Dispute ${disputeRef(dispute._id)}` : undefined} onClose={onClose} size="large">
      {!dispute ? (
        <Banner tone="error">{ADMIN_MESSAGES.openMessaging}</Banner>
      ) : (
        <div className={styles.modalStack}>
          {error && (
            <Banner tone="error" onDismiss={() => setError(null)}>
              {error}
            </Banner>
          )}
          {messages.isError && <LoadError error={messages.error} fallback={ADMIN_MESSAGES.loadDisputeMessages} onRetry={() => messages.refetch()} />}
          <div
            ref={boxRef}
            className={styles.messageBox}
            style={{ height: DISPUTE_MESSAGE_BOX_HEIGHT }}
            role="log"
            aria-label="Messages"
            aria-live="polite"
            data-testid="dispute-message-box"
          >
            {messages.isLoading ? (
              <>
                <Skeleton height="3rem" width="60%" />
                <Skeleton height="3rem" width="50%" />
              </>
            ) : list.length === 0 ? (
              <p className={styles.countLine}>No messages yet. Write to both members below.</p>
            ) : (
              list.map((m, i) => (
                <div key={m._id ?? i} className={`${styles.bubble} ${isAdminMessage(m) ? styles.bubbleAdmin : ''}`}>
                  <span className={styles.bubbleMeta}>
                    {messageAuthor(m)} · {dateTime(messageTime(m))}
                  </span>
                  <p>{m.message}</p>
                </div>
              ))
            )}
          </div>
          {open ? (
            <form
              className={styles.composer}
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <div className="field">
                <label htmlFor={inputId}>Message to both members</label>
                <textarea
                  id={inputId}
                  className="input"
                  value={text}
                  placeholder="Type a message… (Enter sends, Shift+Enter for a new line)"
                  onChange={(e) => setText(e.target.value)}
                  onKeyDown={onKeyDown}
                />
              </div>
              <Button type="submit" disabled={text.trim() === '' || isLoading}>
                {isLoading ? 'Sending…' : 'Send'}
              </Button>
            </form>
          ) : (
            <Banner tone="info">This dispute is closed; messaging is no longer possible.</Banner>
          )}
        </div>
      )}
    </Modal>
  );
}
