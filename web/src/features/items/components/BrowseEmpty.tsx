import { useDispatch } from 'react-redux';
import { Button, ButtonLink } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { accountDialogRequested } from '@/lib/appEvents';

interface BrowseEmptyProps {
  ownerFiltered: boolean;
  /** A keyword or filter is set. */
  filtered?: boolean;
  /** Bags exist, just not on the requested page. */
  pastLastPage: boolean;
  onFirstPage: () => void;
  onClearFilters?: () => void;
}

/** What to show when the list has nothing, with the next thing to do. */
export function BrowseEmpty({ ownerFiltered, filtered, pastLastPage, onFirstPage, onClearFilters }: BrowseEmptyProps) {
  const dispatch = useDispatch();

  if (pastLastPage) {
    return (
      <EmptyState
        title="Nothing on this page"
        message="This page is past the end of the list. The purses start on page 1."
        action={<Button onClick={onFirstPage}>Go to page 1</Button>}
      />
    );
  }
  if (filtered) {
    return (
      <EmptyState
        title="No purses match your search"
        message="Try other dates, fewer words, another brand or a wider value range, or clear the filters to see every bag."
        action={<Button onClick={onClearFilters}>Clear filters</Button>}
      />
    );
  }
  if (ownerFiltered) {
    return (
      <EmptyState
        title="No purses in this closet yet"
        message="This member has no bags listed right now. There are plenty more to discover in the full collection."
        action={<ButtonLink to="/browse">Browse all purses</ButtonLink>}
      />
    );
  }
  return (
    <EmptyState
      title="No purses listed yet"
      message="Be the first to share a bag! Upload yours and, once our team approves it (usually within 24-48 hours), sisters can ask to borrow it."
      action={<Button onClick={() => dispatch(accountDialogRequested({ tab: 'upload' }))}>Upload Your Bag</Button>}
    />
  );
}
