import type { ReactNode } from 'react';
import styles from './Layout.module.css';

interface LayoutProps {
  header: ReactNode;
  /** Banners shown above the page content. */
  notices?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}

/** The page frame: skip link, header, notices, main content and footer. */
export function Layout({ header, notices, footer, children }: LayoutProps) {
  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      {header}
      <div className={`container ${styles.notices}`}>{notices}</div>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
