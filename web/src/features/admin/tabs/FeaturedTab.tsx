import { useId, useState } from 'react';
import { Button } from '@/components/Button/Button';
import { Modal } from '@/components/Modal/Modal';
import { SafeImage } from '@/components/SafeImage/SafeImage';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import styles from '@/features/admin/admin.module.css';
import { useAdminItemsQuery } from '@/features/admin/api';
import { AdminTabFrame } from '@/features/admin/components/AdminTabFrame';
import { ItemThumb } from '@/features/admin/components/common';
import { BACKUP_POSITION, FEATURED_POSITIONS, SEARCH_DEBOUNCE_MS } from '@/features/admin/lib/constants';
import { itemRef, usd } from '@/features/admin/lib/display';
import { useDebouncedValue, useNotice } from '@/features/admin/lib/hooks';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { ItemDetailsModal } from '@/features/admin/modals/ItemDetailsModal';
import type { AdminItem } from '@/features/admin/types';
import { useItemActions } from '@/features/admin/components/useItemActions';

/** Picks an active, not yet featured item for an empty position. */
function ChooseItemModal({ position, onChoose, onClose }: { position: number; onChoose: (item: AdminItem) => void; onClose: () => void }) {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const items = useAdminItemsQuery({ status: 'active', q, per_page: 20 });
  const list = (items.data?.rows ?? []).filter((it) => !it.featured_rank);
  const id = useId();
  return (
    <Modal open title={`Feature an item in position ${position}`} onClose={onClose} size="medium">
      <div className="form">
        <div className="field">
          <label htmlFor={id}>Search active items</label>
          <input id={id} className="input" type="search" value={search} placeholder="Name, brand or owner" onChange={(e) => setSearch(e.target.value)} />
        </div>
        {items.isLoading ? (
          <Skeleton height="8rem" />
        ) : list.length === 0 ? (
          <p className={styles.countLine}>No active items match.</p>
        ) : (
          <ul className={styles.list} aria-label="Active items">
            {list.map((it) => (
              <li key={it._id}>
                <button type="button" className={styles.listItem} onClick={() => onChoose(it)}>
                  <span className={styles.itemCell}>
                    <ItemThumb src={it.thumbnail_url ?? it.image_url} alt={it.name ?? 'Item'} />
                    <span className={styles.who}>
                      <span>{it.name}</span>
                      <span>
                        {it.brand} · {usd(it.value)} · {it.owner?.name}
                      </span>
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}

/** Featured Items: positions 1-3 on the home page and 4, the backup; reorder, fill and clear them. */
export default function FeaturedTab() {
  const { notice, success, failure, clear } = useNotice();
  const actions = useItemActions({ success, failure });
  const { featured, occupants } = actions;
  const [choosing, setChoosing] = useState<number | null>(null);
  const [viewing, setViewing] = useState<AdminItem | null>(null);

  return (
    <>
      <AdminTabFrame
        title="Featured Items"
        description="Positions 1 to 3 appear on the home page; 4 is the backup, promoted automatically when a home-page item is removed. Featuring an item from the Items tab puts it in position 4."
        notice={notice}
        onDismissNotice={clear}
        query={featured}
        errorFallback={ADMIN_MESSAGES.loadAdminData}
        contentWhileLoading
      >
        <div className={styles.cards} style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 190px), 1fr))' }}>
          {FEATURED_POSITIONS.map((p) => {
            const item = occupants[p];
            const backup = p === BACKUP_POSITION;
            const label = backup ? 'Backup' : 'Home page';
            if (featured.isLoading) return <Skeleton key={p} height="320px" radius="12px" />;
            if (!item) {
              return (
                <section key={p} className={`${styles.slot} ${styles.slotEmpty} ${backup ? styles.slotBackup : ''}`} aria-label={`Position ${p}`}>
                  <span className={styles.slotBadge}>
                    <span className={styles.slotNumber}>{p}</span> {label}
                  </span>
                  <p className={styles.countLine}>Empty</p>
                  <span />
                  <Button size="small" variant="outline" onClick={() => setChoosing(p)}>
                    Choose Item
                  </Button>
                </section>
              );
            }
            return (
              <section key={p} className={`${styles.slot} ${backup ? styles.slotBackup : ''}`} aria-label={`Position ${p}`}>
                <span className={styles.slotBadge}>
                  <span className={styles.slotNumber}>{p}</span> {label}
                </span>
                <SafeImage src={item.image_url} alt={item.name ?? 'Featured item'} className={styles.slotImage} />
                <span className={styles.who}>
                  <span>
                    <button type="button" className={styles.linkButton} onClick={() => setViewing(item)}>
                      {item.name}
                    </button>
                  </span>
                  <span>
                    {item.brand} · {usd(item.value)} · <span className={styles.ref}>{itemRef(item._id)}</span>
                  </span>
                  <span>{item.owner?.name}</span>
                </span>
                <div className={styles.rowActions}>
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={`Move ${item.name} up`}
                    disabled={actions.busy || p === 1}
                    onClick={() => actions.setPosition(item, p - 1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    aria-label={`Move ${item.name} down`}
                    disabled={actions.busy || p === BACKUP_POSITION}
                    onClick={() => actions.setPosition(item, p + 1)}
                  >
                    ↓
                  </Button>
                  <Button size="small" variant="outline" disabled={actions.busy} onClick={() => actions.setPositionFor(item)}>
                    Position
                  </Button>
                  <Button size="small" variant="ghost" disabled={actions.busy} onClick={() => actions.unfeature(item)}>
                    Unfeature
                  </Button>
                </div>
              </section>
            );
          })}
        </div>
      </AdminTabFrame>
      {choosing !== null && (
        <ChooseItemModal
          position={choosing}
          onClose={() => setChoosing(null)}
          onChoose={(item) => {
            const position = choosing;
            setChoosing(null);
            void actions.setPosition(item, position);
          }}
        />
      )}
      {viewing && <ItemDetailsModal itemId={viewing._id} initial={viewing} onClose={() => setViewing(null)} actions={(item) => actions.buttons(item, () => setViewing(null))} />}
      {actions.dialogs}
    </>
  );
}
