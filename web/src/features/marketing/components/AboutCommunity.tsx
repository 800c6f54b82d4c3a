import { useDispatch } from 'react-redux';
import { Button } from '@/components/Button/Button';
import { Rotator } from '@/components/Rotator/Rotator';
import { accountDialogRequested } from '@/lib/appEvents';
import { BAG_SLIDES } from '@/features/marketing/art/bagSlides';
import styles from './AboutCommunity.module.css';

const ABOUT_SLIDES = [...BAG_SLIDES.slice(1), BAG_SLIDES[0]];

export function AboutCommunity() {
  const dispatch = useDispatch();
  return (
    <section id="about" className={styles.about} aria-labelledby="about-title">
      <div className={`container ${styles.inner}`}>
        <Rotator slides={ABOUT_SLIDES} interval={5000} className={styles.art} />
        <div className={styles.text}>
          <span className="eyebrow">About us</span>
          <h2 id="about-title">A closet shared by sisters</h2>
          <p>
            We started with a simple idea: the most beautiful bags spend most of their lives on a shelf. Here they travel
            from one sister to the next, to weddings, interviews and weekends away, and come home with a story.
          </p>
          <p>
            Every listing is reviewed by our team, every trade is backed by a security hold, and every member can be
            reviewed, so trust grows with every swap.
          </p>
          <dl className={styles.stats}>
            <div>
              <dt>Trade length</dt>
              <dd>1-30 days</dd>
            </div>
            <div>
              <dt>Listing review</dt>
              <dd>24-48 h</dd>
            </div>
            <div>
              <dt>Pickup area</dt>
              <dd>50 miles</dd>
            </div>
          </dl>
          <Button onClick={() => dispatch(accountDialogRequested())}>Join Community</Button>
        </div>
      </div>
    </section>
  );
}
