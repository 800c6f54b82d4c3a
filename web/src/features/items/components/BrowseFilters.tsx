import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/Button/Button';
import { chosenFilterCount, hasFilters } from '@/features/items/browseParams';
import type { ItemFilters } from '@/features/items/types';
import { useSettings } from '@/features/items/useSettings';
import styles from './BrowseFilters.module.css';

interface BrowseFiltersProps {
  filters: ItemFilters;
  onChange: (filters: ItemFilters) => void;
}

interface Draft {
  q: string;
  min: string;
  max: string;
}

const draftOf = (f: ItemFilters): Draft => ({
  q: f.q ?? '',
  min: f.min_value === undefined ? '' : String(f.min_value),
  max: f.max_value === undefined ? '' : String(f.max_value),
});

/** Keyword search plus brand, size, condition and value range; the lists apply at once, the text on Search. */
export function BrowseFilters({ filters, onChange }: BrowseFiltersProps) {
  const { brands, sizes, conditions } = useSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  const active = hasFilters(filters);
  const chosen = chosenFilterCount(filters);

  // On phones the filters open as a sheet over the list: focus goes in, and back to the button after.
  useEffect(() => {
    if (open) sheetRef.current?.querySelector<HTMLElement>('select')?.focus();
  }, [open]);
  const closeSheet = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onSheetKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      closeSheet();
    }
  };

  useEffect(() => {
    setDraft(draftOf(filters));
  }, [filters.q, filters.min_value, filters.max_value]); // eslint-disable-line react-hooks/exhaustive-deps

  const toNumber = (value: string) => (value.trim() === '' || !Number.isFinite(Number(value)) ? undefined : Math.max(0, Number(value)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: draft.q.trim() || undefined, min_value: toNumber(draft.min), max_value: toNumber(draft.max) });
  };
  const select = (key: 'brand' | 'size' | 'condition') => (value: string) => onChange({ ...filters, [key]: value || undefined });

  return (
    <form className={styles.filters} onSubmit={submit} role="search" aria-label="Search purses">
      <div className={styles.searchRow}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          Search purses
        </label>
        <input
          id={`${id}-q`}
          className={`input ${styles.search}`}
          type="search"
          placeholder="Name, brand or keyword"
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          maxLength={200}
        />
        <Button type="submit">Search</Button>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-more`}
          onClick={() => setOpen(!open)}
        >
          Filters{chosen ? ` (${chosen})` : ''}
        </button>
      </div>
      {open && <div className={styles.backdrop} onClick={closeSheet} aria-hidden="true" />}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the sheet from any control inside it */}
      <div
        ref={sheetRef}
        id={`${id}-more`}
        className={`${styles.more} ${open ? styles.open : ''}`}
        role="group"
        aria-label="Filters"
        onKeyDown={onSheetKey}
      >
        <p className={styles.sheetTitle} aria-hidden="true">
          Filters
        </p>
        <div className="field">
          <label htmlFor={`${id}-brand`}>Brand</label>
          <select id={`${id}-brand`} className="input" value={filters.brand ?? ''} onChange={(e) => select('brand')(e.target.value)}>
            <option value="">Any brand</option>
            {brands.map((b) => (
              <option key={b}>{b}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-size`}>Size</label>
          <select id={`${id}-size`} className="input" value={filters.size ?? ''} onChange={(e) => select('size')(e.target.value)}>
            <option value="">Any size</option>
            {sizes.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-condition`}>Condition</label>
          <select
            id={`${id}-condition`}
            className="input"
            value={filters.condition ?? ''}
            onChange={(e) => select('condition')(e.target.value)}
          >
            <option value="">Any condition</option>
            {conditions.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-min`}>Min value ($)</label>
          <input
            id={`${id}-min`}
            className="input"
            type="number"
            min="0"
            step="1"
            inputMode="decimal"
            value={draft.min}
            onChange={(e) => setDraft({ ...draft, min: e.target.value })}
            onBlur={submit}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-max`}>Max value ($)</label>
          <input
            id={`${id}-max`}
            className="input"
            type="number"
            min="0"
            step="1"
            inputMode="decimal"
            value={draft.max}
            onChange={(e) => setDraft({ ...draft, max: e.target.value })}
            onBlur={submit}
          />
        </div>
        <div className={styles.clear}>
          {active && (
            <Button
              variant="ghost"
              onClick={() => onChange({ q: undefined, brand: undefined, size: undefined, condition: undefined, min_value: undefined, max_value: undefined })}
            >
              Clear filters
            </Button>
          )}
          <Button className={styles.done} onClick={closeSheet}>
            Show purses
          </Button>
        </div>
      </div>
    </form>
  );
}
