import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '@/hooks/useFocusTrap';
import styles from './Modal.module.css';

export type ModalSize = 'small' | 'medium' | 'large' | 'xlarge';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Width: small 420 px, medium 520 px (default), large 760 px, xlarge 1120 px. */
  size?: ModalSize;
  /** Extra controls in the header, left of the close button. */
  headerActions?: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
}

let openCount = 0;

/**
 * An accessible modal dialog: labelled by its title, opens on its first
 * control in the content (then the footer's; the close button last), keeps focus inside,
 * closes on Escape, the close button or a click on the backdrop, and returns
 * focus to the element that opened it. Dialogs may open from dialogs.
 */
export function Modal({ open, title, onClose, children, footer, size = 'medium', headerActions, subtitle }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, open, onClose, [bodyRef, footerRef]);

  useEffect(() => {
    if (!open) return;
    openCount += 1;
    const { overflow } = document.body.style;
    if (openCount === 1) document.body.style.overflow = 'hidden';
    return () => {
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = overflow === 'hidden' ? '' : overflow;
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a click outside the dialog closes it; Escape does the same from the keyboard
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${styles[size]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
          </div>
          <div className={styles.headerActions}>
            {headerActions}
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close dialog">
              ×
            </button>
          </div>
        </div>
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer && (
          <div ref={footerRef} className={styles.footer}>
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
