import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FieldLabel } from '@/components/Field/FieldLabel';
import { useSearchAddressQuery, type AddressSuggestion } from './geocoder';
import styles from './Profile.module.css';

/** Search starts after this many characters, this long after the last key. */
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_DEBOUNCE_MS = 300;

interface AddressSearchProps {
  value: string;
  onChange: (value: string) => void;
  onSelect: (suggestion: AddressSuggestion) => void;
  label?: string;
  required?: boolean;
  error?: string;
}

/** The street field with address suggestions (a combobox); without the service it is a plain field. */
export function AddressSearch({ value, onChange, onSelect, label = 'Street address', required, error }: AddressSearchProps) {
  const id = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  // Closing waits a moment so a click on a suggestion still lands; the timer
  // must not outlive the field.
  const blurTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(blurTimer.current), []);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);

  useEffect(() => {
    if (!typed) return;
    const timer = window.setTimeout(() => setTerm(value.trim()), ADDRESS_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value, typed]);

  const searching = typed && term.length >= ADDRESS_MIN_CHARS;
  const { data, isFetching } = useSearchAddressQuery(term, { skip: !searching });
  const suggestions = searching ? (data?.suggestions ?? []) : [];
  const unavailable = searching && data?.unavailable;
  const showList = open && suggestions.length > 0;

  const choose = (s: AddressSuggestion) => {
    onSelect(s);
    setOpen(false);
    setTyped(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (event.key === 'ArrowDown') setActive((i) => (i + 1) % suggestions.length);
    else if (event.key === 'ArrowUp') setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    else if (event.key === 'Enter' && active >= 0) choose(suggestions[active]);
    else if (event.key === 'Escape') setOpen(false);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <div className={styles.combo}>
      <input
        id={id}
        className="input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={`${id}-list`}
        aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        autoComplete="street-address"
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setTyped(true);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          blurTimer.current = window.setTimeout(() => setOpen(false), 150);
        }}
      />
      <ul id={`${id}-list`} role="listbox" aria-label="Address suggestions" className={styles.suggestions} hidden={!showList}>
        {suggestions.map((s, i) => (
          <li
            key={`${s.label}-${i}`}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? styles.activeOption : undefined}
            onMouseDown={(e) => {
              e.preventDefault();
              choose(s);
            }}
          >
            {s.label}
          </li>
        ))}
      </ul>
      </div>
      <span id={`${id}-hint`} className="hint">
        {unavailable
          ? 'Address suggestions are unavailable right now; type your address.'
          : isFetching
            ? 'Looking up addresses…'
            : 'Start typing to see address suggestions.'}
      </span>
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
