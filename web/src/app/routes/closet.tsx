import { useParams } from 'react-router';
import { BackButton } from '@/components/BackButton/BackButton';
import { ClosetView } from '@/features/closet/components/ClosetView';
import { ItemGrid } from '@/features/items/components/ItemGrid';
import { ItemGridSkeleton } from '@/features/items/components/ItemGridSkeleton';

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
          <ItemGrid items={items} renderActions={renderActions} />
        )}
      />
    </div>
  );
}
