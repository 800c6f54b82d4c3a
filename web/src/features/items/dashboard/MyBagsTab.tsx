import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { errorText } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { useDeleteItemMutation } from '@/features/items/api';
import { useGetFavoriteCountsQuery } from '@/lib/favoritesApi';
import { plural } from '@/lib/format';
import { useGetMyItemsQuery } from '@/lib/memberApi';
import { ItemGrid } from '@/features/items/components/ItemGrid';
import { ItemGridSkeleton } from '@/features/items/components/ItemGridSkeleton';
import type { Item } from '@/features/items/types';
import { EditItemModal } from './EditItemModal';
import { ITEM_MESSAGES } from './ItemFieldInputs';
import { ManagePhotosModal } from './ManagePhotosModal';
import styles from './MyBags.module.css';

const STATUS_LABELS: Record<string, string> = {
  pending: 'Awaiting approval',
  flagged: 'Flagged',
  disabled: 'Disabled',
};

/** My Bags: the member's bags with Edit, Photos and Delete; bags in a trade carry IN TRADE and stay locked. */
/** highlightId: a bag to point out, the one just uploaded. */
export function MyBagsTab({ onUpload, highlightId }: { onUpload?: () => void; highlightId?: string }) {
  const dispatch = useDispatch();
  const { data: items = [], isLoading, isError, error, refetch } = useGetMyItemsQuery();
  const { data: kept = {} } = useGetFavoriteCountsQuery();
  const [deleteItem, { isLoading: deleting }] = useDeleteItemMutation();
  const [editing, setEditing] = useState<Item | null>(null);
  const [photos, setPhotos] = useState<Item | null>(null);
  const [removing, setRemoving] = useState<Item | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const confirmDelete = async () => {
    if (!removing) return;
    const result = await deleteItem(removing._id);
    setRemoving(null);
    if ('error' in result) setProblem(errorText(result.error, ITEM_MESSAGES.deleteFailed));
    else dispatch(flashShown(ITEM_MESSAGES.deleted));
  };

  return (
    <div className={styles.stack}>
      <SectionHeader
        title="My Bags"
        description="Your listings. New bags and new photos wait for approval before sisters can see them."
        actions={onUpload && <Button onClick={onUpload}>Upload Item</Button>}
      />
      {problem && (
        <Banner tone="error" onDismiss={() => setProblem(null)}>
          {problem}
        </Banner>
      )}
      {isError && (
        <Banner tone="error" action={<Button size="small" onClick={() => refetch()}>Try Again</Button>}>
          {errorText(error, 'Failed to load data. Please try again.')}
        </Banner>
      )}
      {isLoading ? (
        <ItemGridSkeleton count={3} />
      ) : items.length === 0 && !isError ? (
        <EmptyState
          headingLevel="h3"
          title="No purses found."
          message="Upload your first bag: once it is approved, sisters can request it and you can offer it in trades."
          action={onUpload && <Button onClick={onUpload}>Upload Item</Button>}
        />
      ) : (
        <ItemGrid
          items={items}
          highlightId={highlightId}
          renderBadge={(item) =>
            item.in_trade ? (
              <StatusBadge status="accepted" label="IN TRADE" />
            ) : item.status && item.status !== 'active' ? (
              <StatusBadge status={item.status} label={STATUS_LABELS[item.status] ?? item.status} />
            ) : null
          }
          renderActions={(item) => {
            const locked = Boolean(item.in_trade);
            const title = locked ? ITEM_MESSAGES.inTrade : undefined;
            return (
              <>
                {kept[item._id] ? <p className={styles.kept}>Kept by {plural(kept[item._id], 'member')}</p> : null}
                <Button size="small" variant="outline" onClick={() => setEditing(item)} disabled={locked} title={title} aria-label={`Edit ${item.name}`}>
                  Edit
                </Button>
                <Button size="small" variant="outline" onClick={() => setPhotos(item)} disabled={locked} title={title} aria-label={`Photos of ${item.name}`}>
                  Photos
                </Button>
                <Button size="small" variant="ghost" onClick={() => setRemoving(item)} disabled={locked} title={title} aria-label={`Delete ${item.name}`}>
                  Delete
                </Button>
              </>
            );
          }}
        />
      )}
      {editing && <EditItemModal item={editing} onClose={() => setEditing(null)} />}
      {photos && <ManagePhotosModal item={photos} onClose={() => setPhotos(null)} />}
      <ConfirmDialog
        open={Boolean(removing)}
        title="Delete this bag?"
        confirmLabel="Delete"
        tone="danger"
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setRemoving(null)}
      >
        <p>
          <strong>{removing?.name}</strong> will be removed from your closet and from browse. Trades that already mention it keep it.
        </p>
      </ConfirmDialog>
    </div>
  );
}

export default MyBagsTab;
