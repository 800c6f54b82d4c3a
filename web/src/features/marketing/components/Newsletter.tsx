import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button/Button';
import { Section } from '@/components/Section/Section';
import styles from './Newsletter.module.css';

/** How long "Subscribed!" stays on screen, in milliseconds. */
export const SUBSCRIBED_NOTICE_MS = 3000;

/** Newsletter sign-up. Local only for now: it confirms and clears the field, nothing is sent. */
export function Newsletter() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [subscribed, setSubscribed] = useState(false);

  useEffect(() => {
    if (!subscribed) return;
    const timer = window.setTimeout(() => setSubscribed(false), SUBSCRIBED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [subscribed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmail('');
    setSubscribed(true);
  };

  return (
    <Section
      tone="blush"
      eyebrow="Newsletter"
      title="New bags, first"
      intro="Get the week’s freshest listings and trading tips in your inbox. No spam, unsubscribe any time."
    >
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Email address
        </label>
        <input
          id={inputId}
          className={`input ${styles.input}`}
          type="email"
          required
          placeholder="you@example.com"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit">Subscribe</Button>
      </form>
      <p className={styles.status} role="status">
        {subscribed ? 'Subscribed!' : ''}
      </p>
    </Section>
  );
}
