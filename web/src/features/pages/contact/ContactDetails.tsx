import { config } from '@/config';
import styles from './ContactDetails.module.css';

export function ContactDetails() {
  return (
    <aside className={styles.details} aria-label="Other ways to reach us">
      <div className={styles.card}>
        <h2>Support</h2>
        <dl className={styles.list}>
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>
            </dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${config.supportPhone.replace(/[^\d+]/g, '')}`}>{config.supportPhone}</a>
            </dd>
          </div>
        </dl>
      </div>
      <div className={styles.card}>
        <h2>Response time</h2>
        <p>We typically respond within 24 hours during business days.</p>
      </div>
      <div className={styles.card}>
        <h2>Trade problem?</h2>
        <p>If something went wrong with a trade, open a dispute from the trade in your dashboard so our team sees every detail.</p>
      </div>
    </aside>
  );
}
