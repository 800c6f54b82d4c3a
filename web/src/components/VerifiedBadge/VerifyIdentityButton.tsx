import { useDispatch } from 'react-redux';
import { Button } from '@/components/Button/Button';
import { accountDialogRequested } from '@/lib/appEvents';
import { isApiError } from '@/lib/errors';

/** Whether a trade was refused because a member is not verified (the server's verification_required). */
export const needsVerification = (error: unknown): boolean => isApiError(error) && error.code === 'verification_required';

/** Opens the profile, where the member starts the identity check. */
export function VerifyIdentityButton({ onOpen }: { onOpen?: () => void }) {
  const dispatch = useDispatch();
  return (
    <Button
      size="small"
      onClick={() => {
        onOpen?.();
        dispatch(accountDialogRequested({ tab: 'profile' }));
      }}
    >
      Verify Your Identity
    </Button>
  );
}
