import { useEffect, useRef } from 'react';

/**
 * Calls `refresh` every `ms` milliseconds while the page is visible (and
 * `enabled`), so views follow what the other member does without a reload.
 */
export function usePoll(refresh: () => unknown, ms: number, enabled = true): void {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') {
        try {
          void latest.current();
        } catch {
          // A refresh of a query that has not started yet; the next tick tries again.
        }
      }
    }, ms);
    return () => window.clearInterval(timer);
  }, [ms, enabled]);
}
