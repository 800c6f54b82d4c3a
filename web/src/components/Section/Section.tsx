import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: 'plain' | 'blush' | 'plum';
  children: ReactNode;
}

/** A full-width page band with a centred heading block. */
export function Section({ id, eyebrow, title, intro, tone = 'plain', children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.section} ${tone === 'plain' ? '' : styles[tone]}`}>
      <div className="container">
        <header className={styles.header}>
          {eyebrow && <span className={`eyebrow ${styles.eyebrow}`}>{eyebrow}</span>}
          <h2 id={headingId}>{title}</h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
