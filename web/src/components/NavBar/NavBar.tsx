import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { config } from '@/config';
import { useScrolledPast } from '@/hooks/useScrolledPast';
import { BrandMark } from '@/components/BrandMark/BrandMark';
import styles from './NavBar.module.css';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/browse', label: 'Browse Purses' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/faq', label: 'FAQ' },
];

/** Scroll offset in pixels after which the bar takes its scrolled style. */
export const SCROLLED_OFFSET = 100;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/** The site navigation: logo, main links (a hamburger menu under 768 px) and the user button. */
export function NavBar({ userSlot }: { userSlot: ReactNode }) {
  const scrolled = useScrolledPast(SCROLLED_OFFSET);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className={`${styles.header} ${scrolled ? styles.scrolled : ''}`} data-scrolled={scrolled}>
      <nav className={`container ${styles.bar}`} aria-label="Main">
        <Link to="/" className={styles.brand} onClick={closeMenu} aria-label={`${config.brandName} home`}>
          <BrandMark />
          <span className={styles.brandName}>{config.brandName}</span>
        </Link>
        <ul id={menuId} className={`${styles.links} ${menuOpen ? styles.open : ''}`}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={styles.link} onClick={closeMenu}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className={styles.user}>{userSlot}</div>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </button>
      </nav>
    </header>
  );
}
