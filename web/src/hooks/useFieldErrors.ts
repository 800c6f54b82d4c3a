import { useCallback, useEffect, useRef, useState } from 'react';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Said beside an empty required field (the form's footer says the specification's "Please fill in all required fields"). */
export const FIELD_REQUIRED = 'This field is required';

/** FIELD_REQUIRED for each of `keys` whose value is blank. */
export function requiredErrors<K extends string>(values: Record<K, string>, keys: readonly K[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const key of keys) if (values[key].trim() === '') errors[key] = FIELD_REQUIRED;
  return errors;
}

export const hasFieldErrors = (errors: FieldErrors<string>) => Object.values(errors).some(Boolean);

/**
 * A form's errors beside their fields: `show` sets them and moves focus to the
 * first invalid control (in the order of the form), `clear` drops one as soon
 * as its field is edited. A summary (the specification's form-level words, shown
 * by the form's footer) stays only while some field is still wrong; a message
 * about one field is said beside it alone.
 */
export function useFieldErrors<K extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (shown) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shown]);

  /** Shows the errors (and the summary); true when there is any. */
  const show = useCallback((next: FieldErrors<K>, nextSummary?: string) => {
    const any = hasFieldErrors(next);
    setErrors(next);
    setSummary(any ? (nextSummary ?? null) : null);
    if (any) setShown((n) => n + 1);
    return any;
  }, []);

  /** Sets or clears one field's error without moving focus, e.g. a refused file. */
  const report = useCallback((key: K, message: string | null) => {
    setErrors((current) => ({ ...current, [key]: message ?? undefined }));
  }, []);

  const clear = useCallback((key: K) => setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current)), []);

  return { formRef, errors, summary: hasFieldErrors(errors) ? summary : null, show, report, clear };
}
