import { useDispatch, useSelector } from 'react-redux';
import { Button } from '@/components/Button/Button';
import { accountDialogRequested } from '@/lib/appEvents';
import { selectSession } from '@/features/auth/sessionSlice';
import { userButtonLabel } from '@/features/auth/userButtonLabel';

/** Opens the login dialog for guests, the account panel for members, the admin panel for administrators. */
export function UserButton() {
  const session = useSelector(selectSession);
  const dispatch = useDispatch();
  const label = userButtonLabel(session);

  return (
    <Button size="small" variant={session.token ? 'primary' : 'outline'} onClick={() => dispatch(accountDialogRequested())}>
      {label}
    </Button>
  );
}
