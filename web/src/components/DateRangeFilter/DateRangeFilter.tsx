import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/Button/Button';
import { addDays, earliestStartDate } from '@/lib/dates';
import { DATE_MESSAGES, MAX_REQUEST_DAYS, validateDates, type DateRange } from '@/lib/tradeDates';
import styles from './DateRangeFilter.module.css';

interface DateRangeFilterProps {
  range: DateRange | undefined;
  /** Why the address's dates are not searched, if they are not. */
  problem?: string | null;
  onChange: (range: DateRange | undefined) => void;
}

/** "Free from … to …": the dates a member needs a bag for; applied once both are chosen and allowed. */
export function DateRangeFilter({ range, problem, onChange }: DateRangeFilterProps) {
  const id = useId();
  const [start, setStart] = useState(range?.start ?? '');
  const [end, setEnd] = useState(range?.end ?? '');
  const [error, setError] = useState<string | null>(null);
  const earliest = earliestStartDate();

  useEffect(() => {
    setStart(range?.start ?? '');
    setEnd(range?.end ?? '');
  }, [range?.start, range?.end]);

  const apply = (nextStart: string, nextEnd: string) => {
    setStart(nextStart);
    setEnd(nextEnd);
    if (!nextStart || !nextEnd) {
      setError(null);
      return;
    }
    const wrong = validateDates(nextStart, nextEnd, MAX_REQUEST_DAYS);
    setError(wrong);
    if (!wrong) onChange({ start: nextStart, end: nextEnd });
  };
  const shown = error ?? problem ?? null;
  const errorId = `${id}-error`;

  return (
    <fieldset className={styles.dates} aria-describedby={shown ? errorId : undefined}>
      <legend className={styles.legend}>Free on your dates</legend>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>From</span>
          <input
            className="input"
            type="date"
            min={earliest}
            value={start}
            aria-invalid={shown && shown !== DATE_MESSAGES.endAfterStart && shown !== DATE_MESSAGES.requestTooLong ? true : undefined}
            onChange={(e) => apply(e.target.value, end && e.target.value && end <= e.target.value ? '' : end)}
          />
        </label>
        <label className={styles.field}>
          <span>To</span>
          <input
            className="input"
            type="date"
            min={start ? addDays(start, 1) : earliest}
            max={start ? addDays(start, MAX_REQUEST_DAYS) : undefined}
            value={end}
            aria-invalid={shown === DATE_MESSAGES.endAfterStart || shown === DATE_MESSAGES.requestTooLong ? true : undefined}
            onChange={(e) => apply(start, e.target.value)}
          />
        </label>
        {(range || start || end) && (
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              setStart('');
              setEnd('');
              setError(null);
              onChange(undefined);
            }}
          >
            Any dates
          </Button>
        )}
      </div>
      {shown && (
        <p id={errorId} className="field-error" role="alert">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
