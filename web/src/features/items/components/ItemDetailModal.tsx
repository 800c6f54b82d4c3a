import { lazy, Suspense, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { Button } from '@/components/Button/Button';
import { FavoriteButton } from '@/components/FavoriteButton/FavoriteButton';
import { WatchButton } from '@/components/WatchButton/WatchButton';
import { Gallery } from '@/components/Gallery/Gallery';
import { Modal } from '@/components/Modal/Modal';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { accountDialogCloseRequested } from '@/lib/appEvents';
import { formatMaybeUSD } from '@/lib/format';
import { BorrowFee } from './BorrowFee';
import { itemDetailClosed, tradeRequestOpened, type OverlayItem } from '@/lib/overlays';
import type { SessionUser } from '@/lib/session';
import { useGetItemQuery } from '@/features/items/api';
import { galleryImages, ownerIdOf } from '@/features/items/photos';
import type { Item } from '@/features/items/types';
import { useFees } from '@/hooks/useFees';
import styles from './ItemDetailModal.module.css';

const EditItemModal = lazy(() => import('@/features/items/dashboard/EditItemModal'));

/** Bag details: the photo gallery, the facts and Request Trade / View Owner's Closet / Close (Modify for one's own bag). */
export function ItemDetailModal({ item: shown }: { item: OverlayItem }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const tradeFee = useFees().tradeFee;
  const [editing, setEditing] = useState(false);
  const { data: fresh } = useGetItemQuery(shown._id);
  const item: Item = { ...shown, ...fresh };
  const ownerId = ownerIdOf(item);
  const me = useSelector((state: { session?: { user: SessionUser | null; token: string | null } }) => state.session);
  const mine = Boolean(me?.token && ownerId && me.user?._id === ownerId);
  const close = () => dispatch(itemDetailClosed());

  const facts: Array<[string, string | undefined]> = [
    ['Brand', item.brand],
    ['Value', formatMaybeUSD(item.value)],
    ['Size', item.size],
    ['Condition', item.condition],
    ['Material', item.material],
    ['Color', item.color],
  ];

  return (
    <>
      <Modal
        open
        title={item.name}
        onClose={close}
        size="large"
        subtitle={item.owner_closet_name ? `From ${item.owner_closet_name}` : undefined}
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              Close
            </Button>
            {ownerId && (
              <Button
                variant="outline"
                onClick={() => {
                  close();
                  dispatch(accountDialogCloseRequested());
                  navigate(`/closet/${ownerId}`);
                }}
              >
                View Owner&apos;s Closet
              </Button>
            )}
            {mine ? (
              <Button onClick={() => setEditing(true)} disabled={item.in_trade}>
                Modify
              </Button>
            ) : (
              <Button
                onClick={() => {
                  close();
                  dispatch(tradeRequestOpened(item));
                }}
              >
                Request Trade
              </Button>
            )}
          </>
        }
      >
        <div className={styles.layout}>
          <Gallery images={galleryImages(item)} alt={item.name} />
          <div className={styles.info}>
            <div className={styles.badges}>
              <BorrowFee fee={tradeFee} />
              {item.in_trade && <StatusBadge status="active" label="In trade" />}
              {mine && item.status && item.status !== 'active' && <StatusBadge status={item.status} />}
              {item.status === 'active' && <FavoriteButton itemId={item._id} name={item.name} ownerId={ownerId} placement="inline" />}
              {item.in_trade && !mine && me?.token && <WatchButton itemId={item._id} />}
            </div>
            {item.description && <p className={styles.description}>{item.description}</p>}
            <dl className={styles.facts}>
              {facts
                .filter(([, value]) => value && value !== '—')
                .map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
            <p className={styles.note}>
              {mine
                ? item.in_trade
                  ? 'This bag is part of an active trade and cannot be edited until it comes home.'
                  : 'This is your bag. Use Modify to change its details.'
                : `The value is held from your balance as security while you borrow this bag.`}
            </p>
          </div>
        </div>
      </Modal>
      {editing && (
        <Suspense fallback={null}>
          <EditItemModal item={item} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}

export default ItemDetailModal;
