import type { ReactNode } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Icon, type IconName } from '@/components/Icon/Icon';
import type { useTradeTimeline } from '@/hooks/useTradeTimeline';
import { formatDashboardTime } from '@/lib/dates';
import type { TimelineEntry } from '@/lib/trades';
import { ConditionPhotoStrip } from './ConditionPhotoStrip';
import styles from './TradeDetails.module.css';

/** The icon of each kind of timeline event (the API's `icon` is an emoji, kept for other clients). */
const ICONS: Record<string, IconName> = {
  created: 'plus',
  modified: 'pencil',
  accepted: 'check',
  rejected: 'cross',
  denied: 'cross',
  cancelled: 'ban',
  expired: 'clock',
  reminder: 'clock',
  overdue_reminder: 'clock',
  received: 'box',
  returned: 'return',
  inspection: 'search',
  completed: 'done',
  message: 'chat',
  dispute_opened: 'alert',
  dispute_resolved: 'scales',
  labels_ready: 'tag',
  labels_requested: 'tag',
  labels_failed: 'alert',
  admin_flag: 'flag',
  admin_delete: 'trash',
  declined_booked: 'calendar',
  carrier_transit: 'truck',
  carrier_out_for_delivery: 'truck',
  carrier_delivered: 'box',
  carrier_returned: 'return',
  carrier_failure: 'alert',
  delivery_reminder: 'clock',
};

export function timelineIcon(kind: string | undefined): IconName {
  if (!kind) return 'dot';
  return ICONS[kind] ?? (kind.startsWith('admin_') ? 'shield' : kind.startsWith('dispute') ? 'alert' : 'dot');
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
              <span className={styles.icon}>
                <Icon name={timelineIcon(entry.kind)} />
              </span>
              <div>
                <p className={styles.eventLine}>
                  <strong>{nameOf(entry)}</strong> · {entry.description}
                  {entry.carrier_at ? (
                    <time dateTime={entry.carrier_at} title="The carrier's time of this scan">
                      {formatDashboardTime(entry.carrier_at)} · carrier scan
                    </time>
                  ) : (
                    <time>{formatDashboardTime(entry.timestamp)}</time>
                  )}
                </p>
                {entry.message && <p className={styles.eventMessage}>“{entry.message}”</p>}
                {entry.photos && entry.photos.length > 0 && (
                  <ConditionPhotoStrip photos={entry.photos} title={`Photos by ${nameOf(entry)} ${entry.kind === 'returned' ? 'at the return' : 'at receipt'}`} />
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      {children}
    </section>
  );
}
