import { PageHeader } from '@/components/PageHeader/PageHeader';
import { BrowseItems } from '@/features/items/components/BrowseItems';

export function Component() {
  return (
    <div className="container page">
      <PageHeader
        compact
        eyebrow="The community closet"
        title="Browse Purses"
        intro="Every bag here is approved by our team and ready to travel. Find one you love and offer one of yours in return."
      />
      <BrowseItems />
    </div>
  );
}
