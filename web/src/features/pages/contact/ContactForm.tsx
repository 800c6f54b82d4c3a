import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import styles from './ContactForm.module.css';

/** How long the simulated sending takes, in milliseconds. */
export const CONTACT_SEND_MS = 2000;
const CONTACT_THANKS = "Thank you for your message! We'll get back to you soon.";

type Status = 'idle' | 'sending' | 'sent';

const FIELDS = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email' },
] as const;

/** The contact form. Sending is simulated: nothing leaves the browser yet. */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status !== 'sending') return;
    const timer = window.setTimeout(() => {
      formRef.current?.reset();
      setStatus('sent');
    }, CONTACT_SEND_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('sending');
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} aria-label="Contact form">
      {status === 'sent' && (
        <Banner tone="success" onDismiss={() => setStatus('idle')}>
          {CONTACT_THANKS}
        </Banner>
      )}
      <div className={styles.row}>
        {FIELDS.map((field) => (
          <div key={field.name} className="field">
            <label htmlFor={`contact-${field.name}`}>{field.label}</label>
            <input
              id={`contact-${field.name}`}
              className="input"
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required
            />
          </div>
        ))}
      </div>
      <div className="field">
        <label htmlFor="contact-subject">Subject</label>
        <input id="contact-subject" className="input" name="subject" type="text" required />
      </div>
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea id="contact-message" className="input" name="message" required />
      </div>
      <div>
        <Button type="submit" disabled={status === 'sending'}>
          {status === 'sending' ? 'Sending…' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
