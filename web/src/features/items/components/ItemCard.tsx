import type { ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { FavoriteButton } from '@/components/FavoriteButton/FavoriteButton';
import { SafeImage } from '@/components/SafeImage/SafeImage';
import { VerifiedBadge } from '@/components/VerifiedBadge/VerifiedBadge';
import { formatUSD } from '@/lib/format';
import { BorrowFee } from './BorrowFee';
import { itemDetailOpened } from '@/lib/overlays';
import { cardImage, ownerIdOf } from '@/features/items/photos';
import type { Item } from '@/features/items/types';
import styles from './ItemCard.module.css';

/** "Gucci ($1,200.00)", or just the brand when the value is not a number. */
function brandWithValue({ brand, value }: Pick<Item, 'brand' | 'value'>): string {
  const label = brand || 'Unbranded';
  return Number.isFinite(value) ? `${label} (${formatUSD(value)})` : label;
}

interface ItemCardProps {
  item: Item;
  tradeFee: number;
  /** Buttons under the card (e.g. Request Trade, Edit). */
  actions?: ReactNode;
  /** A badge over the photo, e.g. IN TRADE or the listing status. */
  badge?: ReactNode;
  /** Opens something other than the details dialog. */
  onOpen?: (item: Item) => void;
  /** Smaller on phones, two a row. */
  compact?: boolean;
  /** In the first screen: its photo loads at once. */
  eager?: boolean;
}

export function ItemCard({ item, tradeFee, actions, badge, onOpen, compact, eager }: ItemCardProps) {
  const dispatch = useDispatch();
  const ownerId = ownerIdOf(item);
  const open = () => (onOpen ? onOpen(item) : dispatch(itemDetailOpened(item)));

  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card}>
      <div className={styles.media}>
        <SafeImage src={cardImage(item)} alt={item.name} eager={eager} />
        {/* One row over the photo: a long badge wraps below the fee instead of covering it. */}
        <div className={styles.overlays}>
          {badge && <span className={styles.badge}>{badge}</span>}
          <BorrowFee fee={tradeFee} className={styles.pill} />
        </div>
        {item.status === 'active' && (
          <div className={styles.favorite}>
            <FavoriteButton itemId={item._id} name={item.name} ownerId={ownerId} />
          </div>
        )}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <button type="button" className={styles.nameButton} onClick={open}>
            {item.name}
          </button>
        </h3>
        {item.description && <p className={styles.description}>{item.description}</p>}
        <dl className={styles.facts}>
          <dt>Brand</dt>
          <dd>{brandWithValue(item)}</dd>
          <dt>Size</dt>
          <dd>{item.size || '—'}</dd>
          <dt>Condition</dt>
          <dd>{item.condition || '—'}</dd>
        </dl>
        {item.owner_closet_name && (
          <p className={styles.owner}>
            From{' '}
            {ownerId ? <Link to={`/closet/${ownerId}`}>{item.owner_closet_name}</Link> : item.owner_closet_name}{' '}
            <VerifiedBadge verified={item.owner_verified} />
          </p>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </article>
  );
}
