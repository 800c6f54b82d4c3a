import { formatUSD } from '@/lib/format';
import styles from './BorrowFee.module.css';

/** The fee to borrow a bag, as a pill (on its card and in its details). */
export function BorrowFee({ fee, className }: { fee: number; className?: string }) {
  return <span className={className ? `${styles.pill} ${className}` : styles.pill}>Borrow {formatUSD(fee)}</span>;
}
