import { Button } from '@/components/Button/Button';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import { formatCalendarDate, formatDashboardTime } from '@/lib/dates';
import { useGetWatchesQuery, useStopWatchMutation } from '@/lib/watchesApi';
import styles from './MyBags.module.css';

/** The bags the member waits for ("Tell me when it's free"), newest first, each with Stop. Nothing while there are none. */
export function WatchesList() {
  const { data } = useGetWatchesQuery({ page: 1, per_page: 50 });
  const [stop, { isLoading }] = useStopWatchMutation();
  const watches = data?.watches ?? [];
  if (watches.length === 0) return null;
  return (
    <section className={styles.stack} aria-label="Waiting for">
      <SectionHeader title="Waiting for" description="We tell you once when each bag is free for your dates, in Messages and by email." />
      <ul className={styles.watches}>
        {watches.map((w) => (
          <li key={w._id} className={styles.watch}>
            <div>
              <strong>{w.item.name}</strong>
              <span className="hint">
                {w.start && w.end ? `${formatCalendarDate(w.start)} – ${formatCalendarDate(w.end)}` : 'Its next free days'}
                {' · '}
                {w.notified_at ? `Free! Told ${formatDashboardTime(w.notified_at)}` : 'Waiting'}
              </span>
            </div>
            <Button size="small" variant="ghost" disabled={isLoading} onClick={() => void stop(w._id)} aria-label={`Stop waiting for ${w.item.name}`}>
              Stop
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
