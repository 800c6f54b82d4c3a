import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The container's controls in Tab order's reach (a roving tab list's inactive tabs, tabindex -1, are not). */
function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]') && el.tabIndex >= 0);
}

/** Active traps, innermost last: only the innermost one handles keys (dialogs opened from dialogs). */
const trapStack: object[] = [];

/**
 * While active: moves focus into the container (to a control marked
 * data-initial-focus, else the first control of `startRefs`, in order, when
 * one has any: a dialog starts on its content, not on its close or logout
 * button), keeps Tab and Shift+Tab inside it,
 * calls onEscape on Escape, and gives focus back to where it was on release.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  onEscape: () => void,
  startRefs: ReadonlyArray<RefObject<HTMLElement | null>> = [],
): void {
  const escapeRef = useRef(onEscape);
  const startsRef = useRef(startRefs);
  useEffect(() => {
    escapeRef.current = onEscape;
    startsRef.current = startRefs;
  }, [onEscape, startRefs]);

  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;

    const previouslyFocused = document.activeElement as HTMLElement | null;
    const token = {};
    trapStack.push(token);
    const chosen = container.querySelector<HTMLElement>('[data-initial-focus]');
    const start = chosen ?? [...startsRef.current.map((ref) => ref.current), container].map((el) => el && focusableIn(el)[0]).find(Boolean);
    (start ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (trapStack[trapStack.length - 1] !== token) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        escapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      trapStack.splice(trapStack.indexOf(token), 1);
      if (previouslyFocused?.isConnected) previouslyFocused.focus?.();
    };
  }, [containerRef, active]);
}
