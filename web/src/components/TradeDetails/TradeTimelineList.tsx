import type { ReactNode } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import type { useTradeTimeline } from '@/hooks/useTradeTimeline';
import { formatDashboardTime } from '@/lib/dates';
import type { TimelineEntry } from '@/lib/trades';
import styles from './TradeDetails.module.css';

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

function iconFor(entry: TimelineEntry): string {
  if (entry.icon && entry.icon.length <= 2) return entry.icon;
  const kind = entry.kind || entry.description.toLowerCase();
  const key = Object.keys(ICONS).find((k) => kind.includes(k));
  return key ? ICONS[key] : '•';
}

interface TradeTimelineListProps {
  chat: ReturnType<typeof useTradeTimeline>;
  /** Who an entry is by, as the viewer calls them ("You", a member's name, "System"). */
  nameOf: (entry: TimelineEntry) => string;
  /** Below the list: the member's message box. */
  children?: ReactNode;
}

/** The trade's history (creation, changes, acknowledgements, messages) with older messages paged in. */
export function TradeTimelineList({ chat, nameOf, children }: TradeTimelineListProps) {
  return (
    <section className={styles.timelineBlock} aria-label="Timeline and messages">
      <h3 className={styles.blockTitle}>Timeline &amp; messages</h3>
      {chat.hasOlder && (
        <Button variant="ghost" size="small" onClick={chat.loadOlder} disabled={chat.loading}>
          {chat.loading ? 'Loading…' : 'Load older messages'}
        </Button>
      )}
      {chat.failed && <Banner tone="error">Failed to load messages</Banner>}
      {chat.timeline.length === 0 ? (
        <p className="hint">Nothing here yet.</p>
      ) : (
        <ol className={styles.timeline}>
          {chat.timeline.map((entry) => (
            <li key={entry.id}>
              <span className={styles.icon} aria-hidden="true">
                {iconFor(entry)}
              </span>
              <div>
                <p className={styles.eventLine}>
                  <strong>{nameOf(entry)}</strong> · {entry.description}
                  <time>{formatDashboardTime(entry.timestamp)}</time>
                </p>
                {entry.message && <p className={styles.eventMessage}>“{entry.message}”</p>}
              </div>
            </li>
          ))}
        </ol>
      )}
      {children}
    </section>
  );
}
