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
