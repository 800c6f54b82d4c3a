import { pageList } from './pageList';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous, page numbers and Next. */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  if (pageCount < 2) return null;
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <button type="button" className={styles.step} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </button>
      <ul className={styles.list}>
        {pageList(page, pageCount).map((slot, i) =>
          slot === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                className={styles.page}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={`Page ${slot}`}
                onClick={() => onPageChange(slot)}
              >
                {slot}
              </button>
            </li>
          ),
        )}
      </ul>
      <button type="button" className={styles.step} disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}
