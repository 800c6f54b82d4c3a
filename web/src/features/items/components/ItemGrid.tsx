import type { Item } from '../types';
import { useTradeFee } from '../useTradeFee';
import { ItemCard } from './ItemCard';
import styles from './ItemGrid.module.css';

interface ItemGridProps {
  items: Item[];
  centered?: boolean;
}

export function ItemGrid({ items, centered }: ItemGridProps) {
  const tradeFee = useTradeFee();
  return (
    <ul className={`${styles.grid} ${centered ? styles.centered : ''}`}>
      {items.map((item) => (
        <li key={item._id}>
          <ItemCard item={item} tradeFee={tradeFee} />
        </li>
      ))}
    </ul>
  );
}
