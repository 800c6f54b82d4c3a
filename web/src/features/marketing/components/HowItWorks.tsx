import { useDispatch } from 'react-redux';
import { Button } from '@/components/Button/Button';
import { Section } from '@/components/Section/Section';
import { accountDialogRequested } from '@/lib/appEvents';
import styles from './HowItWorks.module.css';

const STEPS = [
  {
    title: 'Upload your bag',
    text: 'Add photos and details of a purse you are happy to share. It goes live once our team approves it.',
  },
  {
    title: 'Browse',
    text: 'Explore the closets of the community and find the bag that completes your look.',
  },
  {
    title: 'Request a trade',
    text: 'Offer one of your bags for theirs, choose the dates and pick local pickup or shipping.',
  },
  {
    title: 'Complete the trade',
    text: 'Confirm when each bag arrives and when it comes home. Holds are released and you both leave a review.',
  },
];

export function HowItWorks() {
  const dispatch = useDispatch();
  return (
    <Section id="how-it-works" tone="plum" eyebrow="Four simple steps" title="How It Works">
      <ol className={styles.steps}>
        {STEPS.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
      <div className={styles.cta}>
        <Button variant="gold" onClick={() => dispatch(accountDialogRequested())}>
          Get Started
        </Button>
      </div>
    </Section>
  );
}
