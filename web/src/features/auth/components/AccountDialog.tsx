import { useDispatch, useSelector } from 'react-redux';
import { Button, ButtonLink } from '../../../components/Button/Button';
import { Modal } from '../../../components/Modal/Modal';
import { accountDialogClosed, selectSession } from '../sessionSlice';
import { userButtonLabel, type UserButtonLabel } from '../userButtonLabel';

const MESSAGES: Record<UserButtonLabel, string> = {
  Login:
    'Member sign-in is almost ready. Soon you will log in here to upload your bags, request trades and manage your balance. Until then, have a look at the purses our sisters are sharing.',
  'My Account':
    'Your account panel is almost ready. Soon you will manage your bags, trades, balance and profile here.',
  'Admin Panel': 'The admin panel is almost ready. Soon you will review listings, trades and members here.',
};

/** The dialog behind the user button: login for guests, account or admin panel for members. */
export function AccountDialog() {
  const session = useSelector(selectSession);
  const dispatch = useDispatch();
  const close = () => dispatch(accountDialogClosed());
  const label = userButtonLabel(session);

  return (
    <Modal
      open={session.dialogOpen}
      title={label}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Close
          </Button>
          <ButtonLink to="/browse" onClick={close}>
            Browse Purses
          </ButtonLink>
        </>
      }
    >
      <p>{MESSAGES[label]}</p>
    </Modal>
  );
}
