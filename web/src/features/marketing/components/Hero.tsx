import { useDispatch } from 'react-redux';
import { Button, ButtonLink } from '@/components/Button/Button';
import { Rotator } from '@/components/Rotator/Rotator';
import { accountDialogRequested } from '@/lib/appEvents';
import { BAG_SLIDES } from '@/features/marketing/art/bagSlides';
import styles from './Hero.module.css';

export function Hero() {
  const dispatch = useDispatch();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div>
          <span className="eyebrow">Designer purse swapping</span>
          <h1 id="hero-title" className={styles.title}>
            Trade Purses, <em>Make Friends</em>
          </h1>
          <p className={styles.lead}>
            Borrow the bag you have been dreaming about and lend yours to a sister you will love. Trade for a day or a whole
            month, with fees and security holds handled for you.
          </p>
          <div className={styles.actions}>
            <ButtonLink to="/browse">Start Trading</ButtonLink>
            <Button variant="outline" onClick={() => dispatch(accountDialogRequested({ tab: 'upload' }))}>
              Upload Your Bag
            </Button>
          </div>
          <ul className={styles.trust}>
            <li>Approved listings</li>
            <li>Value held as security</li>
            <li>1 to 30 days</li>
          </ul>
        </div>
        <Rotator slides={BAG_SLIDES} className={styles.art} />
      </div>
    </section>
  );
}
