import { useId, useState } from 'react';
import { Stars } from '@/components/Stars/Stars';
import { formatCalendarDate } from '@/lib/dates';
import type { Review } from '@/features/closet/api';
import styles from './Closet.module.css';

/** Reviews shown at most. */
export const REVIEWS_SHOWN = 5;

/** A collapsible list of the member's reviews: the first 5, with "Showing 5 of N reviews". */
export function ClosetReviews({ reviews, loading }: { reviews: Review[]; loading: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const shown = reviews.slice(0, REVIEWS_SHOWN);

  return (
    <section className={styles.reviews} aria-labelledby={`${id}-title`}>
      <div className={styles.reviewsHead}>
        <h2 id={`${id}-title`} className={styles.reviewsTitle}>
          Reviews
        </h2>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen(!open)}>
          {open ? 'Hide Reviews' : `Show Reviews${reviews.length ? ` (${reviews.length})` : ''}`}
        </button>
      </div>
      <div id={`${id}-list`} hidden={!open}>
        {loading ? (
          <p className="hint">Loading reviews…</p>
        ) : reviews.length === 0 ? (
          <p className="hint">No reviews yet. Reviews appear here after completed trades.</p>
        ) : (
          <>
            <ul className={styles.reviewList}>
              {shown.map((r) => (
                <li key={r._id} className={styles.review}>
                  <div className={styles.reviewMeta}>
                    <Stars value={Number(r.rating) || 0} label={`${r.rating} out of 5 stars`} />
                    <span>
                      {r.reviewer.name || 'A member'} · {formatCalendarDate(r.created_at)}
                    </span>
                  </div>
                  {r.comment && <p>{r.comment}</p>}
                </li>
              ))}
            </ul>
            {reviews.length > REVIEWS_SHOWN && (
              <p className="hint">
                Showing {REVIEWS_SHOWN} of {reviews.length} reviews
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
