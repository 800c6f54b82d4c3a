import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { formatDashboardTime } from '@/lib/dates';
import { useGetAdminMessagesQuery, useMarkMessageReadMutation } from './api';
import styles from './Messages.module.css';

/** Messages from the team: newest first, unread ones marked, each can be marked read. */
export function MessagesTab() {
  const { data: messages = [], isLoading, isError, refetch } = useGetAdminMessagesQuery();
  const [markRead, { isLoading: marking }] = useMarkMessageReadMutation();

  return (
    <div className={styles.stack}>
      <SectionHeader title="Messages" description="Notes from our team about your account, listings and trades." />
      {isError && (
        <Banner tone="error" action={<Button size="small" onClick={() => refetch()}>Try Again</Button>}>
          Failed to load messages
        </Banner>
      )}
      {isLoading ? (
        <Skeleton height="5rem" />
      ) : messages.length === 0 && !isError ? (
        <EmptyState
          headingLevel="h3"
          title="No messages yet"
          message="When our team writes to you about a listing, a trade or your account, the message appears here."
        />
      ) : (
        <ul className={styles.list}>
          {messages.map((m) => (
            <li key={m._id} className={`${styles.message} ${m.read ? '' : styles.unread}`}>
              <div className={styles.head}>
                <h4 className={styles.subject}>
                  {!m.read && <span className={styles.dot} role="img" aria-label="Unread" />}
                  {m.subject || 'Message from the team'}
                </h4>
                <time className={styles.time}>{formatDashboardTime(m.timestamp)}</time>
              </div>
              <p className={styles.body}>{m.content}</p>
              {!m.read && (
                <div>
                  <Button size="small" variant="outline" disabled={marking} onClick={() => markRead(m._id)}>
                    Mark as read
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default MessagesTab;
