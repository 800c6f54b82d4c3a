import { PageHeader } from '@/components/PageHeader/PageHeader';
import { ContactDetails } from '@/features/pages/contact/ContactDetails';
import { ContactForm } from '@/features/pages/contact/ContactForm';
import styles from './contact.module.css';

export function Component() {
  return (
    <div className="container page">
      <PageHeader
        eyebrow="We are here to help"
        title="Contact Us"
        intro="Questions about a bag, a trade or your balance? Send us a message and a member of our team will get back to you."
      />
      <div className={styles.grid}>
        <ContactForm />
        <ContactDetails />
      </div>
    </div>
  );
}
