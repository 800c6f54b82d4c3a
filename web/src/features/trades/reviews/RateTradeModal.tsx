import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Field } from '@/components/Field/Field';
import { Modal } from '@/components/Modal/Modal';
import { errorText } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { useCreateReviewMutation } from '@/features/trades/api';
import { TRADE_MESSAGES } from '@/features/trades/messages';
import styles from './Reviews.module.css';
import { FormFooter } from '@/components/FormFooter/FormFooter';

export const RATING_LABELS = ['Poor', 'Fair', 'Good', 'Very Good', 'Excellent'] as const;

/** Rate Trade: 1-5 stars (default 5) and an optional comment. */
export function RateTradeModal({ tradeId, partnerName, onClose }: { tradeId: string; partnerName: string; onClose: () => void }) {
  const dispatch = useDispatch();
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [createReview, { isLoading }] = useCreateReviewMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = await createReview({ trade_id: tradeId, rating, comment: comment.trim() });
    if ('error' in result) return setError(errorText(result.error, TRADE_MESSAGES.reviewFailed));
    dispatch(flashShown(TRADE_MESSAGES.reviewed));
    onClose();
  };

  return (
    <Modal open title="Rate Trade" subtitle={`How was trading with ${partnerName}?`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <fieldset className={styles.stars}>
          <legend>Rating</legend>
          {RATING_LABELS.map((text, i) => {
            const value = i + 1;
            return (
              <label key={text} className={styles.star} title={text}>
                <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} />
                <span aria-hidden="true" className={value <= rating ? styles.on : ''}>
                  ★
                </span>
                <span className="visually-hidden">
                  {value} – {text}
                </span>
              </label>
            );
          })}
          <span className={styles.ratingLabel} aria-live="polite">
            {RATING_LABELS[rating - 1]}
          </span>
        </fieldset>
        <Field label="Comment (optional)">
          <textarea className="input" rows={4} maxLength={1000} value={comment} onChange={(e) => setComment(e.target.value)} />
        </Field>
        <FormFooter submitLabel="Submit Review" busyLabel="Submitting…" busy={isLoading} onCancel={onClose} error={error} />
      </form>
    </Modal>
  );
}
