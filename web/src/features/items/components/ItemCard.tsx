import { Link } from 'react-router';
import { SafeImage } from '../../../components/SafeImage/SafeImage';
import { formatUSD } from '../../../lib/format';
import type { Item } from '../types';
import styles from './ItemCard.module.css';

/** "Gucci ($1,200.00)" when the value is numeric, otherwise just the brand. */
function brandWithValue({ brand, value }: Pick<Item, 'brand' | 'value'>): string {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  const label = brand || 'Unbranded';
  return typeof amount === 'number' && Number.isFinite(amount) ? `${label} (${formatUSD(amount)})` : label;
}

interface ItemCardProps {
  item: Item;
  tradeFee: number;
}

export function ItemCard({ item, tradeFee }: ItemCardProps) {
  const ownerId = item.owner_id ?? item.user_id;
  const image = item.image_url ?? item.images?.[0];

  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SafeImage src={image} alt={item.name} />
        <span className={styles.pill}>Borrow {formatUSD(tradeFee)}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>{item.name}</h3>
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
            {ownerId ? <Link to={`/closet/${ownerId}`}>{item.owner_closet_name}</Link> : item.owner_closet_name}
          </p>
        )}
      </div>
    </article>
  );
}
