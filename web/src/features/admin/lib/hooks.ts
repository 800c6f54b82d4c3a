import { useCallback, useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export interface Notice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/** A tab's message strip: the last success or failure. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const success = useCallback((text: string) => setNotice({ tone: 'success', text }), []);
  const failure = useCallback((text: string) => setNotice({ tone: 'error', text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, success, failure, clear, setNotice };
}

/** A list's filter and the page shown: a new filter goes back to the first page. */
export function usePagedFilter<T>(initial: T) {
  const [filter, setFilterValue] = useState(initial);
  const [page, setPage] = useState(1);
  const setFilter = useCallback((next: T) => {
    setFilterValue(next);
    setPage(1);
  }, []);
  return { filter, setFilter, page, setPage };
}
