import type { ReactNode } from 'react';
import type { Item } from '@/features/items/types';
import { useFees } from '@/hooks/useFees';
import { ItemCard } from './ItemCard';
import styles from './ItemGrid.module.css';

interface ItemGridProps {
  items: Item[];
  centered?: boolean;
  /** Buttons under each card. */
  renderActions?: (item: Item) => ReactNode;
  renderBadge?: (item: Item) => ReactNode;
  onOpen?: (item: Item) => void;
}

export function ItemGrid({ items, centered, renderActions, renderBadge, onOpen }: ItemGridProps) {
  const tradeFee = useFees().tradeFee;
  return (
    <ul className={`${styles.grid} ${centered ? styles.centered : ''}`}>
      {items.map((item) => (
        <li key={item._id}>
          <ItemCard item={item} tradeFee={tradeFee} actions={renderActions?.(item)} badge={renderBadge?.(item)} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
