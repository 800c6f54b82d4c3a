import type { ReactNode } from 'react';
import styles from './SectionHeader.module.css';

interface SectionHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  level?: 'h3' | 'h4';
}

/** The heading row of a dashboard tab or block, with its actions on the right. */
export function SectionHeader({ title, description, actions, level: Heading = 'h3' }: SectionHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.text}>
        <Heading className={styles.title}>{title}</Heading>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
