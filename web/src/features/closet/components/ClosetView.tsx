import { ButtonLink } from '../../../components/Button/Button';
import { EmptyState } from '../../../components/EmptyState/EmptyState';

/** A member's public closet. Profile, reviews and bags arrive with the closet call. */
export function ClosetView({ ownerId }: { ownerId: string }) {
  return (
    <EmptyState
      title="This closet is empty for now"
      message={`Bags from this member (ID ${ownerId.slice(-6)}) appear here once our team approves them. In the meantime, the full collection is waiting.`}
      action={<ButtonLink to="/browse">Browse Purses</ButtonLink>}
    />
  );
}
