import { useId } from 'react';
import { SORT_LABELS } from '@/features/items/constants';
import { SORT_FIELDS, type SortField, type SortOrder } from '@/features/items/types';
import styles from './SortControls.module.css';

interface SortControlsProps {
  sort: SortField;
  order: SortOrder;
  onSortChange: (sort: SortField) => void;
  onOrderChange: (order: SortOrder) => void;
}

export function SortControls({ sort, order, onSortChange, onOrderChange }: SortControlsProps) {
  const selectId = useId();
  const ascending = order === 'asc';
  const orderLabel = ascending ? 'Ascending' : 'Descending';

  return (
    <div className={styles.controls}>
      <div className={styles.field}>
        <label htmlFor={selectId}>Sort by</label>
        <select
          id={selectId}
          className={`input ${styles.select}`}
          value={sort}
          onChange={(event) => onSortChange(event.target.value as SortField)}
        >
          {SORT_FIELDS.map((field) => (
            <option key={field} value={field}>
              {SORT_LABELS[field]}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className={styles.order}
        onClick={() => onOrderChange(ascending ? 'desc' : 'asc')}
        aria-label={`Sort order: ${orderLabel}`}
      >
        <span aria-hidden="true">{ascending ? '↑' : '↓'}</span>
        <span className={styles.orderText}>{orderLabel}</span>
      </button>
    </div>
  );
}
