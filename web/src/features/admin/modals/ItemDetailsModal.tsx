import { useState, type ReactNode } from 'react';
import { Button } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { Modal } from '@/components/Modal/Modal';
import { SafeImage } from '@/components/SafeImage/SafeImage';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import styles from '@/features/admin/admin.module.css';
import { useAdminItemQuery } from '@/features/admin/api';
import { BACKUP_POSITION } from '@/features/admin/lib/constants';
import { dateTime, itemRef, usd } from '@/features/admin/lib/display';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import type { AdminItem, MemberItem } from '@/features/admin/types';

/** A bag as GET /hats/{id} answers it, or as an admin list showed it (with its owner and status note). */
type ShownItem = MemberItem & Partial<AdminItem>;

function photosOf(item: ShownItem): string[] {
  const list = item.images?.length ? item.images : [item.image_url ?? item.image, ...(item.additional_images ?? [])];
  return list.filter((src): src is string => Boolean(src));
}

/** The photo viewer: one photo 250 px high, arrows that wrap around, "n of m", thumbnails. */
function PhotoViewer({ item }: { item: ShownItem }) {
  const photos = photosOf(item);
  const [index, setIndex] = useState(0);
  const current = photos[index] ?? null;
  const step = (delta: number) => setIndex((i) => (i + delta + photos.length) % photos.length);
  return (
    <div className={styles.section}>
      <SafeImage src={current} alt={`${item.name ?? 'Item'} photo ${index + 1}`} className={styles.itemViewerImage} />
      {photos.length > 1 && (
        <div className={styles.statusRow} style={{ justifyContent: 'space-between' }}>
          <Button size="small" variant="ghost" onClick={() => step(-1)} aria-label="Previous photo">
            ‹ Previous
          </Button>
          <span className={styles.muted} aria-live="polite">
            {index + 1} of {photos.length}
          </span>
          <Button size="small" variant="ghost" onClick={() => step(1)} aria-label="Next photo">
            Next ›
          </Button>
        </div>
      )}
      {photos.length > 1 && (
        <div className={styles.thumbRow}>
          {photos.map((src, i) => (
            <button
              key={src + i}
              type="button"
              className={styles.thumbButton}
              aria-pressed={i === index}
              aria-label={`Show photo ${i + 1}`}
              onClick={() => setIndex(i)}
            >
              <img src={src} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

interface ItemDetailsModalProps {
  itemId: string;
  /** The item as the list showed it, shown while the details load. */
  initial?: ShownItem | null;
  onClose: () => void;
  /** Moderation buttons for the item, under the details. */
  actions?: (item: ShownItem) => ReactNode;
}

/** Item Details: the viewer and every field, with Retry Loading when the item cannot be read. */
export function ItemDetailsModal({ itemId, initial, onClose, actions }: ItemDetailsModalProps) {
  const query = useAdminItemQuery(itemId, { skip: !itemId });
  const item: ShownItem | null = query.data ?? initial ?? null;

  let body: ReactNode;
  if (!item && (query.isLoading || query.isFetching)) {
    body = (
      <div className={styles.modalStack} aria-busy="true">
        <Skeleton height="250px" />
        <Skeleton height="1.4rem" width="60%" />
        <Skeleton height="4rem" />
      </div>
    );
  } else if (!item) {
    body = (
      <EmptyState
        headingLevel="h3"
        title={ADMIN_MESSAGES.itemDetailsUnavailable}
        message="The item could not be read. It may have been removed, or the connection dropped."
        action={
          <Button onClick={() => query.refetch()} disabled={query.isFetching}>
            {ADMIN_MESSAGES.retryLoading}
          </Button>
        }
      />
    );
  } else {
    const rank = item.featured_rank ? Number(item.featured_rank) : null;
    body = (
      <div className={styles.modalStack}>
        <div className={styles.twoCol}>
          <PhotoViewer item={item} />
          <div className={styles.section}>
            <div className={styles.statusRow}>
              <StatusBadge status={item.status} />
              {rank && <StatusBadge status="completed" label={rank === BACKUP_POSITION ? 'Featured · backup (4)' : `Featured · position ${rank}`} />}
              {item.in_trade && <StatusBadge status="accepted" label="In a trade" />}
            </div>
            <dl className={styles.kv}>
              <dt>Reference</dt>
              <dd className={styles.ref}>{itemRef(item._id)}</dd>
              <dt>Brand</dt>
              <dd>{item.brand || '—'}</dd>
              <dt>Size</dt>
              <dd>{item.size || '—'}</dd>
              <dt>Condition</dt>
              <dd>{item.condition || '—'}</dd>
              {item.material && (
                <>
                  <dt>Material</dt>
                  <dd>{item.material}</dd>
                </>
              )}
              {item.color && (
                <>
                  <dt>Colour</dt>
                  <dd>{item.color}</dd>
                </>
              )}
              <dt>Value</dt>
              <dd>{usd(item.value)}</dd>
              <dt>Owner</dt>
              <dd>
                {item.owner?.name ?? item.owner_closet_name ?? ADMIN_MESSAGES.unknownUser}
                {item.owner?.email && <span className={styles.muted}> · {item.owner.email}</span>}
              </dd>
              <dt>Listed</dt>
              <dd>{dateTime(item.created_at)}</dd>
              {item.status_reason && (
                <>
                  <dt>Status note</dt>
                  <dd>{item.status_reason}</dd>
                </>
              )}
            </dl>
          </div>
        </div>
        {item.description && (
          <div className={styles.section}>
            <h3 className={styles.sectionTitle}>Description</h3>
            <p style={{ margin: 0 }}>{item.description}</p>
          </div>
        )}
        {actions && <div className={styles.rowActions}>{actions(item)}</div>}
      </div>
    );
  }

  return (
    <Modal open title={item?.name ?? 'Item Details'} subtitle={item ? `Item ${itemRef(item._id)}` : undefined} onClose={onClose} size="large">
      {body}
    </Modal>
  );
}
