import { useEffect, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '@/hooks/usePrefersReducedMotion';
import styles from './Rotator.module.css';

export interface RotatorSlide {
  label: string;
  content: ReactNode;
}

interface RotatorProps {
  slides: RotatorSlide[];
  /** Milliseconds each slide stays before the next one fades in. */
  interval?: number;
  className?: string;
}

/** Cross-fades through slides on a timer (paused for reduced motion), with dots to pick one. */
export function Rotator({ slides, interval = 4000, className }: RotatorProps) {
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    if (reducedMotion || slides.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), interval);
    return () => window.clearInterval(timer);
  }, [reducedMotion, slides.length, interval, index]);

  return (
    <div className={className}>
      <div className={styles.rotator}>
        {slides.map((slide, i) => (
          <div
            key={slide.label}
            className={`${styles.slide} ${i === index ? styles.active : ''}`}
            role="img"
            aria-label={slide.label}
            aria-hidden={i !== index}
          >
            {slide.content}
          </div>
        ))}
      </div>
      <div className={styles.dots}>
        {slides.map((slide, i) => (
          <button
            key={slide.label}
            type="button"
            className={styles.dot}
            aria-label={`Show ${slide.label}`}
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </div>
    </div>
  );
}
