import styles from './StatusBadge.module.css';

type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'accent';

const TONES: Record<string, Tone> = {
  pending: 'warning',
  modified: 'info',
  accepted: 'success',
  active: 'success',
  completed: 'accent',
  rejected: 'danger',
  denied: 'danger',
  cancelled: 'neutral',
  disputed: 'danger',
  open: 'warning',
  new: 'warning',
  resolved: 'success',
  closed: 'neutral',
  processed: 'success',
  paid: 'success',
  failed: 'danger',
  flagged: 'danger',
  disabled: 'neutral',
  credit: 'success',
  debit: 'neutral',
};

/** A small coloured label for a status; unknown statuses are neutral. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const key = status.toLowerCase();
  return <span className={`${styles.badge} ${styles[TONES[key] ?? 'neutral']}`}>{label ?? key.replace(/_/g, ' ')}</span>;
}
