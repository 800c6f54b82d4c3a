import type { ReactNode } from 'react';
import styles from './Banner.module.css';

interface BannerProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
  action?: ReactNode;
  onDismiss?: () => void;
}

/** A message strip for errors, confirmations and notices. */
export function Banner({ tone = 'info', children, action, onDismiss }: BannerProps) {
  return (
    <div className={`${styles.banner} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className={styles.message}>{children}</p>
      <div className={styles.actions}>
        {action}
        {onDismiss && (
          <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Dismiss">
            ×
          </button>
        )}
      </div>
    </div>
  );
}
