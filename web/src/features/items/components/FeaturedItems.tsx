import { ButtonLink } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { useGetFeaturedItemsQuery } from '@/features/items/api';
import { MAX_SHOWN_FEATURED_RANK } from '@/features/items/constants';
import { ItemGrid } from './ItemGrid';
import { ItemGridSkeleton } from './ItemGridSkeleton';

/** The featured bags on the home page (ranks 1-3), or what to do while there are none. */
export function FeaturedItems() {
  const { data: items = [], isLoading } = useGetFeaturedItemsQuery();

  if (isLoading) return <ItemGridSkeleton count={MAX_SHOWN_FEATURED_RANK} centered />;
  if (items.length === 0) {
    return (
      <EmptyState
        headingLevel="h3"
        title="Featured purses are on their way"
        message="Our team picks standout bags from the community every week. Until then, the whole collection is waiting for you."
        action={<ButtonLink to="/browse">Browse Purses</ButtonLink>}
      />
    );
  }
  return <ItemGrid items={items} centered />;
}
