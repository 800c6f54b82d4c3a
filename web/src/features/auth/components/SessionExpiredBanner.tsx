import { useDispatch, useSelector } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { accountDialogRequested } from '@/lib/appEvents';
import { expiredNoticeDismissed, selectSession } from '@/features/auth/sessionSlice';

const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again';

export function SessionExpiredBanner() {
  const { expired } = useSelector(selectSession);
  const dispatch = useDispatch();
  if (!expired) return null;

  const dismiss = () => dispatch(expiredNoticeDismissed());
  const signIn = () => {
    dismiss();
    dispatch(accountDialogRequested());
  };

  return (
    <Banner
      tone="error"
      onDismiss={dismiss}
      action={
        <Button size="small" onClick={signIn}>
          Sign in
        </Button>
      }
    >
      {SESSION_EXPIRED_MESSAGE}
    </Banner>
  );
}
