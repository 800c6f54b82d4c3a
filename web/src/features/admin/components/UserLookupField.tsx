import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FieldLabel } from '@/components/Field/FieldLabel';
import styles from '@/features/admin/admin.module.css';
import { useAdminSearchUsersQuery } from '@/features/admin/api';
import { SEARCH_DEBOUNCE_MS } from '@/features/admin/lib/constants';
import { useDebouncedValue } from '@/features/admin/lib/hooks';
import { limitSuggestions, parseUserRef, resolveUserRef, suggestionIdLabel, type LookupUser } from '@/features/admin/lib/userLookup';

interface UserLookupFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Members already known (e.g. picked before); suggestions are added to them. */
  known: LookupUser[];
  onKnown: (user: LookupUser) => void;
  /** Told the current suggestions, so the form resolves what was typed against them too. */
  onSuggestions?: (users: LookupUser[]) => void;
  error?: string | null;
  /** Marked required (the money forms) or not (a filter). */
  required?: boolean;
  /** Without the help line (in a filter bar). */
  compact?: boolean;
}

/**
 * The member box of the refund, credit and debit forms: suggestions (at most
 * 8) while typing, searched 300 ms after the last keystroke; a 24-character id,
 * a hex suffix of 6+ characters, "ID: xxxxxx" or an exact email may be typed.
 */
export function UserLookupField({ label, value, onChange, known, onKnown, onSuggestions, error, required = true, compact = false }: UserLookupFieldProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [focused, setFocused] = useState(false);
  // Closing the suggestions waits a moment so a click on one still lands;
  // the timer must not outlive the field.
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const isFullId = parseUserRef(debounced)?.kind === 'id';
  const search = useAdminSearchUsersQuery(debounced, { skip: debounced.length < 2 || isFullId });
  const suggestions = useMemo(() => limitSuggestions(search.data ?? []), [search.data]);
  const candidates = useMemo(() => [...known, ...suggestions], [known, suggestions]);
  useEffect(() => {
    if (!search.isFetching) onSuggestions?.(suggestions);
  }, [suggestions, search.isFetching, onSuggestions]);
  const resolved = value.trim() ? resolveUserRef(value, candidates) : null;
  const match = resolved?.ok ? resolved.user : undefined;
  const open = focused && suggestions.length > 0 && !(match && match._id === value.trim());

  const pick = (user: LookupUser) => {
    onKnown(user);
    onChange(user._id);
    setActive(-1);
    setFocused(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      setFocused(false);
    }
  };

  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <div className={styles.lookup}>
        <input
          id={id}
          className="input"
          value={value}
          autoComplete="off"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          placeholder="Name, email or ID"
          onChange={(e) => {
            onChange(e.target.value);
            setActive(-1);
            setFocused(true);
          }}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setFocused(true);
          }}
          onBlur={() => {
            blurTimer.current = setTimeout(() => setFocused(false), 150);
          }}
          onKeyDown={onKeyDown}
        />
        {open && (
          <ul id={listId} role="listbox" className={styles.suggestions} aria-label="Matching members">
            {suggestions.map((u, i) => (
              <li
                key={u._id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={styles.suggestion}
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(u);
                }}
              >
                <span className={styles.strong}>{u.name || 'Unnamed member'}</span>
                <span className={`${styles.small} ${styles.muted}`}>
                  {u.email} · {suggestionIdLabel(u._id)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {match ? (
        <span id={`${id}-hint`} className={styles.resolved}>
          ✓ {match.name || 'Member'} · {match.email} · {suggestionIdLabel(match._id)}
        </span>
      ) : compact ? (
        <span id={`${id}-hint`} className="visually-hidden">
          24-char ID, last 6+ characters, ID: xxxxxx or exact email.
        </span>
      ) : (
        <span id={`${id}-hint`} className="hint">
          24-char ID, last 6+ characters, ID: xxxxxx or exact email.
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
