import type { ReactNode } from 'react';
import styles from './FeatureGrid.module.css';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {children}
    </svg>
  );
}

const FEATURES = [
  {
    title: 'Easy Upload',
    text: 'Snap a few photos, add the details and submit. Our team reviews every listing, usually within 24-48 hours.',
    icon: <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />,
  },
  {
    title: 'Safe Trading',
    text: 'Verified users and a secure trading system: the value of each bag is held as security until it comes home.',
    icon: <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4" />,
  },
  {
    title: 'Flexible Duration',
    text: 'Borrow for as little as 1 day or as long as 30 days, from a weekend wedding to a month-long trip.',
    icon: <path d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />,
  },
  {
    title: 'Community',
    text: 'Meet sisters who love bags as much as you do, swap styling tips and build your closet’s reputation with reviews.',
    icon: <path d="M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1m18 0v-1a4 4 0 0 0-3-3.9M15 3.1a4 4 0 0 1 0 7.8M13.5 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z" />,
  },
];

export function FeatureGrid() {
  return (
    <ul className={styles.grid}>
      {FEATURES.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <div className={styles.icon}>
            <Icon>{feature.icon}</Icon>
          </div>
          <h3>{feature.title}</h3>
          <p>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
