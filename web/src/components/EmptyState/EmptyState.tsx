import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  title: string;
  /** What the person can do next. */
  message: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

function DefaultIcon() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M7 13h22l-2 17H9L7 13Z" strokeLinejoin="round" />
      <path d="M13 13v-2a5 5 0 0 1 10 0v2" strokeLinecap="round" />
    </svg>
  );
}

export function EmptyState({ title, message, action, icon, headingLevel: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <div className={styles.icon}>{icon ?? <DefaultIcon />}</div>
      <Heading className={styles.title}>{title}</Heading>
      <p className={styles.message}>{message}</p>
      {action}
    </div>
  );
}
