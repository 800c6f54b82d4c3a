import { useState, type ReactNode } from 'react';
import { Button } from '@/components/Button/Button';
import { MenuButton } from '@/components/MenuButton/MenuButton';
import { errorText } from '@/lib/errors';
import { useAdminFeaturedItemsQuery, useAdminRemoveItemMutation, useAdminSetItemStatusMutation } from '@/features/admin/api';
import { BACKUP_POSITION } from '@/features/admin/lib/constants';
import { itemRef } from '@/features/admin/lib/display';
import { ADMIN_MESSAGES, itemFeaturedIn } from '@/features/admin/messages';
import { FeaturePositionModal } from '@/features/admin/modals/FeaturePositionModal';
import type { AdminItem, MemberItem } from '@/features/admin/types';
import { useConfirm, usePrompt } from './Dialogs';

/** Moderation of one item: the actions its status allows. Shared by the list and the details. */
export function useItemActions(onNotice: { success: (t: string) => void; failure: (t: string) => void }) {
  const [setStatus, statusState] = useAdminSetItemStatusMutation();
  const [removeItem, removeState] = useAdminRemoveItemMutation();
  const featured = useAdminFeaturedItemsQuery();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { prompt, dialog: promptDialog } = usePrompt();
  const [positionFor, setPositionFor] = useState<MemberItem | null>(null);
  const busy = statusState.isLoading || removeState.isLoading;

  const occupants: Partial<Record<number, AdminItem>> = {};
  for (const it of featured.data ?? []) if (it.featured_rank) occupants[Number(it.featured_rank)] = it;

  const moderate = async (item: MemberItem, status: 'approve' | 'disabled' | 'flagged', fallback: string) => {
    let reason: string | undefined;
    if (status === 'flagged') {
      const typed = await prompt({ title: 'Flag item', label: 'Reason (optional)', confirmLabel: 'Flag Item', required: false });
      if (typed === null) return;
      reason = typed || undefined;
    }
    const result = await setStatus({ id: item._id, status, reason });
    if ('error' in result) return onNotice.failure(errorText(result.error, fallback));
    onNotice.success(result.data?.message || 'Item updated');
  };

  const feature = async (item: MemberItem) => {
    const result = await setStatus({ id: item._id, status: 'feature' });
    if ('error' in result) return onNotice.failure(errorText(result.error, ADMIN_MESSAGES.featureItem));
    onNotice.success(result.data?.message || itemFeaturedIn(BACKUP_POSITION));
  };

  const unfeature = async (item: MemberItem) => {
    const result = await setStatus({ id: item._id, status: 'unfeature' });
    if ('error' in result) return onNotice.failure(errorText(result.error, ADMIN_MESSAGES.updateFeatured));
    onNotice.success(result.data?.message || 'Item removed from featured items');
  };

  const setPosition = async (item: MemberItem, rank: number) => {
    const result = await setStatus({ id: item._id, status: 'feature_rank', rank });
    setPositionFor(null);
    if ('error' in result) return onNotice.failure(errorText(result.error, ADMIN_MESSAGES.updatePosition));
    onNotice.success(result.data?.message || itemFeaturedIn(rank));
  };

  const remove = async (item: MemberItem, after?: () => void) => {
    const ok = await confirm({
      title: 'Remove item?',
      message: `Remove “${item.name ?? 'this item'}” (${itemRef(item._id)}) from the marketplace? ${item.featured_rank ? 'It is featured: the backup item takes its place. ' : ''}This cannot be undone.`,
      confirmLabel: 'Remove Item',
    });
    if (!ok) return;
    const result = await removeItem(item._id);
    if ('error' in result) return onNotice.failure(errorText(result.error, 'Failed to remove item'));
    onNotice.success(result.data?.message || 'Item removed');
    after?.();
  };

  /** The buttons for an item, in the order an administrator reaches for them. */
  const buttons = (item: MemberItem, after?: () => void): ReactNode => {
    const status = item.status;
    const rank = item.featured_rank ? Number(item.featured_rank) : null;
    return (
      <>
        {(status === 'pending' || status === 'flagged') && (
          <Button size="small" disabled={busy} onClick={() => moderate(item, 'approve', 'Failed to approve item')}>
            Approve
          </Button>
        )}
        {status === 'active' && 'edited_at' in item && item.edited_at && (
          <Button size="small" disabled={busy} onClick={() => moderate(item, 'approve', 'Failed to approve item')}>
            Mark reviewed
          </Button>
        )}
        {status === 'active' && !rank && (
          <Button size="small" variant="gold" disabled={busy} onClick={() => feature(item)}>
            Feature
          </Button>
        )}
        {rank && (
          <>
            <Button size="small" variant="outline" disabled={busy} onClick={() => setPositionFor(item)}>
              Position {rank}
            </Button>
            <Button size="small" variant="ghost" disabled={busy} onClick={() => unfeature(item)}>
              Unfeature
            </Button>
          </>
        )}
        {/* What takes a bag away stays behind a menu, away from Approve; Remove still asks to confirm. */}
        <MenuButton label="More" accessibleLabel={`More actions for ${item.name}`}>
          {status !== 'flagged' && (
            <Button size="small" variant="ghost" disabled={busy} onClick={() => moderate(item, 'flagged', 'Failed to flag item')}>
              Flag
            </Button>
          )}
          {status === 'active' && (
            <Button size="small" variant="ghost" disabled={busy} onClick={() => moderate(item, 'disabled', 'Failed to disable item')}>
              Disable
            </Button>
          )}
          <Button size="small" variant="danger" disabled={busy} onClick={() => remove(item, after)}>
            Remove
          </Button>
        </MenuButton>
      </>
    );
  };

  const dialogs = (
    <>
      {positionFor && (
        <FeaturePositionModal
          item={positionFor}
          occupants={occupants}
          busy={busy}
          onChoose={(rank) => setPosition(positionFor, rank)}
          onClose={() => setPositionFor(null)}
        />
      )}
      {confirmDialog}
      {promptDialog}
    </>
  );

  return { buttons, dialogs, setPositionFor, setPosition, unfeature, busy, occupants, featured };
}

