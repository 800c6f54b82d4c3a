import { Skeleton } from '@/components/Skeleton/Skeleton';
import styles from './ItemGrid.module.css';

/** Placeholder cards in the shape of the item grid while bags load. */
interface ItemGridSkeletonProps {
  count: number;
  centered?: boolean;
  /** As the grid it stands in for: two cards a row on phones, so nothing moves when the bags arrive. */
  twoUp?: boolean;
}

export function ItemGridSkeleton({ count, centered, twoUp }: ItemGridSkeletonProps) {
  return (
    <div role="status" aria-label="Loading purses">
      <ul className={[styles.grid, centered && styles.centered, twoUp && styles.twoUp].filter(Boolean).join(' ')} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={styles.skeletonCard}>
            <Skeleton radius={0} className={styles.skeletonMedia} />
            <div className={styles.skeletonText}>
              <Skeleton width="70%" height="1.4rem" />
              <Skeleton height="0.9rem" />
              <Skeleton width="85%" height="0.9rem" />
              <Skeleton width="50%" height="0.9rem" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
