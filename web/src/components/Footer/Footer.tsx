import { Link } from 'react-router';
import { config } from '@/config';
import { BrandMark } from '@/components/BrandMark/BrandMark';
import styles from './Footer.module.css';

const EXPLORE = [
  { to: '/', label: 'Home' },
  { to: '/browse', label: 'Browse Purses' },
  { to: '/#how-it-works', label: 'How It Works' },
  { to: '/faq', label: 'FAQ' },
];

const LEGAL = [
  { to: '/legal/terms-of-service', label: 'Terms of Service' },
  { to: '/legal/privacy-policy', label: 'Privacy Policy' },
  { to: '/legal/user-agreement', label: 'User Agreement' },
];

/** A titled column of site links. */
function LinkList({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link className={styles.link} to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface FooterProps {
  /** Upload Bag and My Trades: asks guests to log in, opens the account panel (on that tab) for members. */
  onAccountAction: (target: 'upload' | 'trades') => void;
}

export function Footer({ onAccountAction }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <div className={styles.brand}>
            <BrandMark size={30} />
            {config.brandName}
          </div>
          <p>A community closet where sisters trade designer purses for a day or a month, and make friends along the way.</p>
        </div>
        <LinkList title="Explore" links={EXPLORE} />
        <nav aria-label="Members">
          <h2 className={styles.heading}>Members</h2>
          <ul className={styles.list}>
            <li>
              <button type="button" className={styles.link} onClick={() => onAccountAction('upload')}>
                Upload Bag
              </button>
            </li>
            <li>
              <button type="button" className={styles.link} onClick={() => onAccountAction('trades')}>
                My Trades
              </button>
            </li>
            <li>
              <span className={`${styles.link} ${styles.disabled}`} aria-disabled="true">
                Safety Guidelines<span className={styles.soon}>Soon</span>
              </span>
            </li>
          </ul>
        </nav>
        <LinkList title="Legal" links={LEGAL} />
      </div>
      <div className="container">
        <p className={styles.bottom}>
          © {new Date().getFullYear()} {config.brandName}. Questions? Write to{' '}
          <a className={`${styles.link} ${styles.inlineLink}`} href={`mailto:${config.supportEmail}`}>
            {config.supportEmail}
          </a>
          .
        </p>
      </div>
    </footer>
  );
}
