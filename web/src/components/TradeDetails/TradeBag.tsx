import type { ReactNode } from 'react';
import { SafeImage } from '@/components/SafeImage/SafeImage';
import { formatMaybeUSD } from '@/lib/format';
import type { TradeItem } from '@/lib/trades';
import styles from './TradeDetails.module.css';

/** One bag of a trade: its photo (a button when `onOpen` is given), name, brand and value. */
export function TradeBag({ title, item, onOpen }: { title: string; item: TradeItem | null; onOpen?: (item: TradeItem) => void }) {
  const image = <SafeImage src={item?.thumbnail_url || item?.image_url} alt={item?.name ?? 'Bag'} />;
  return (
    <div className={styles.bagTile}>
      <span className={styles.bagTitle}>{title}</span>
      {item && onOpen ? (
        <button type="button" className={`${styles.bagImage} ${styles.bagButton}`} onClick={() => onOpen(item)} aria-label={`Details of ${item.name}`}>
          {image}
        </button>
      ) : (
        <div className={styles.bagImage}>{image}</div>
      )}
      <strong className={styles.bagName}>{item?.name ?? 'Bag'}</strong>
      <span className={styles.bagMeta}>{[item?.brand, formatMaybeUSD(item?.value)].filter((v) => v && v !== '—').join(' · ')}</span>
    </div>
  );
}

/** The two bags of a trade side by side. */
export function TradeBags({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <div className={styles.bags}>
      {first}
      <span className={styles.swap} aria-hidden="true">
        ⇄
      </span>
      {second}
    </div>
  );
}
