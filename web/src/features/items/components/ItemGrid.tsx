import { useEffect, useRef, type ReactNode } from 'react';
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
  /** A bag to point out (e.g. just uploaded): marked, scrolled to and focused. */
  highlightId?: string;
  /** Two smaller cards a row on phones (browsing), instead of one. */
  twoUp?: boolean;
}

/** Cards whose photos load at once: the first row on any width. */
const EAGER_CARDS = 4;

export function ItemGrid({ items, centered, renderActions, renderBadge, onOpen, highlightId, twoUp }: ItemGridProps) {
  const tradeFee = useFees().tradeFee;
  const highlighted = useRef<HTMLLIElement>(null);
  const present = items.some((item) => item._id === highlightId);

  useEffect(() => {
    const card = highlighted.current;
    if (!present || !card) return;
    card.scrollIntoView?.({ block: 'center' });
    card.querySelector<HTMLElement>('h3 button')?.focus({ preventScroll: true });
  }, [present]);

  return (
    <ul className={[styles.grid, centered && styles.centered, twoUp && styles.twoUp].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const marked = item._id === highlightId;
        return (
          <li key={item._id} ref={marked ? highlighted : undefined} className={marked ? styles.highlight : undefined}>
            {marked && <p className={styles.highlightNote}>Just uploaded</p>}
            <ItemCard item={item} tradeFee={tradeFee} actions={renderActions?.(item)} badge={renderBadge?.(item)} onOpen={onOpen} compact={twoUp} eager={index < EAGER_CARDS} />
          </li>
        );
      })}
    </ul>
  );
}
