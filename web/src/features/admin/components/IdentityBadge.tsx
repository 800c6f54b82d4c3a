import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { VerifiedBadge } from '@/components/VerifiedBadge/VerifiedBadge';
import type { AdminUser } from '@/features/admin/types';

/** A member's identity verification as administrators see it: the badge, or the check's state when there is one. */
export function IdentityBadge({ user }: { user: Pick<AdminUser, 'verification'> }) {
  const status = user.verification?.status;
  if (status === 'verified') return <VerifiedBadge verified />;
  if (!status || status === 'unverified') return null;
  return <StatusBadge status={status === 'requires_input' ? 'failed' : 'pending'} label={`ID ${status.replace('_', ' ')}`} />;
}
