import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** On phones: tighter, without the intro, so the page's content starts on the first screen. */
  compact?: boolean;
}

/** The heading block at the top of an inner page. */
export function PageHeader({ eyebrow, title, intro, compact }: PageHeaderProps) {
  return (
    <header className={compact ? 'page-header page-header-compact' : 'page-header'}>
      {eyebrow && <span className="eyebrow">{eyebrow}</span>}
      <h1>{title}</h1>
      {intro && <p>{intro}</p>}
    </header>
  );
}
