import { useParams } from 'react-router';
import { BackButton } from '@/components/BackButton/BackButton';
import { ClosetView } from '@/features/closet/components/ClosetView';
import { ItemGrid } from '@/features/items/components/ItemGrid';
import { ItemGridSkeleton } from '@/features/items/components/ItemGridSkeleton';
import type { Item } from '@/features/items/types';

export function Component() {
  const { ownerId = '' } = useParams();
  return (
    <div className="container page">
      <div className="page-top">
        <BackButton fallback="/browse" />
      </div>
      <ClosetView
        ownerId={ownerId}
        renderSkeleton={() => <ItemGridSkeleton count={6} />}
        renderItems={(items, renderActions) => (
          <ItemGrid items={items as unknown as Item[]} renderActions={(item) => renderActions(item as unknown as Parameters<typeof renderActions>[0])} />
        )}
      />
    </div>
  );
}
