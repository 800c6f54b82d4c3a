import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './MenuButton.module.css';

interface MenuButtonProps {
  /** The button's words ("More") and, when they need context, its full name. */
  label: string;
  accessibleLabel?: string;
  /** The actions, as buttons; choosing one closes the menu. */
  children: ReactNode;
}

/**
 * Actions kept out of the way behind a "More" button (e.g. the destructive
 * ones, away from Approve): a disclosure that opens in place, under the button,
 * and closes on Escape, on a click outside and once an action is chosen.
 */
export function MenuButton({ label, accessibleLabel, children }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(id)} button:not(:disabled)`)?.focus();
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, id]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation(); // the dialog around it stays open
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape closes the menu from any action inside it
    <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={id}
        aria-label={accessibleLabel}
        onClick={() => setOpen(!open)}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a chosen action (button) closes the menu */}
      <div id={id} className={styles.menu} hidden={!open} onClick={(event) => (event.target as HTMLElement).closest('button') && setOpen(false)}>
        {children}
      </div>
    </div>
  );
}
