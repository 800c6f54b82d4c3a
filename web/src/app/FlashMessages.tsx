import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { flashDismissed, selectFlash, type FlashMessage } from '@/lib/flash';
import styles from './FlashMessages.module.css';

const LIFETIME_MS = { success: 5000, info: 6000, error: 9000 } as const;

function Flash({ message }: { message: FlashMessage }) {
  const dispatch = useDispatch();
  useEffect(() => {
    // A message with a button stays as long as an error, long enough to reach it.
    const timer = window.setTimeout(() => dispatch(flashDismissed(message.id)), LIFETIME_MS[message.action ? 'error' : message.tone]);
    return () => window.clearTimeout(timer);
  }, [dispatch, message.id, message.tone, message.action]);
  return (
    <div className={`${styles.flash} ${styles[message.tone]}`} role={message.tone === 'error' ? 'alert' : 'status'}>
      <span className={styles.icon} aria-hidden="true">
        {message.tone === 'error' ? '!' : message.tone === 'success' ? '✓' : 'i'}
      </span>
      <p>{message.text}</p>
      {message.action && (
        <button
          type="button"
          onClick={() => {
            for (const event of message.action!.events) dispatch(event);
            dispatch(flashDismissed(message.id));
          }}
        >
          {message.action.label}
        </button>
      )}
      <button type="button" onClick={() => dispatch(flashDismissed(message.id))} aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}

/** Alerts such as "Login successful!", shown above pages and dialogs for a few seconds. */
export function FlashMessages() {
  const messages = useSelector(selectFlash);
  return (
    <div className={styles.region} aria-live="polite">
      {messages.map((message) => (
        <Flash key={message.id} message={message} />
      ))}
    </div>
  );
}
