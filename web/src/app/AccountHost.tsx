import { lazy, Suspense, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Modal } from '@/components/Modal/Modal';
import { Spinner } from '@/components/Spinner/Spinner';
import { accountDialogClosed, selectSession } from '@/features/auth/sessionSlice';
import { signOut } from '@/features/auth/sessionThunks';
import { accountDialogRequested } from '@/lib/appEvents';
import { isAdminUser } from '@/lib/session';

const Dashboard = lazy(() => import('./dashboard/Dashboard'));
/** The login dialog is its own chunk, fetched for guests just after the page has loaded. */
let loginChunk: Promise<{ default: typeof import('@/features/auth/components/LoginModal').LoginModal }> | undefined;
const loadLogin = () => (loginChunk ??= import('@/features/auth/components/LoginModal').then((m) => ({ default: m.LoginModal })));
const LoginModal = lazy(loadLogin);
/** The admin panel is its own module (and chunk), built separately. */
const AdminPanel = lazy(() => import('@/features/admin/AdminPanel'));
const TwoFactorModal = lazy(() => import('@/features/auth/profile/TwoFactorModal').then((m) => ({ default: m.TwoFactorModal })));

function LoadingDialog({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Modal open title={title} onClose={onClose} size="small">
      <Spinner label="Opening…" />
    </Modal>
  );
}

/** The dialog behind the user button: login for guests, the account panel for members, the admin panel for administrators. */
export function AccountHost() {
  const session = useSelector(selectSession);
  const dispatch = useDispatch();
  useEffect(() => {
    if (!session.token) void loadLogin();
  }, [session.token]);
  if (!session.dialogOpen) return null;
  const close = () => dispatch(accountDialogClosed());

  if (!session.token) {
    return (
      // No stand-in dialog: it would take the focus the login dialog gives to Email.
      <Suspense fallback={null}>
        <LoginModal
          open
          onClose={close}
          onLoggedIn={(user) => {
            // Stay open (as the account panel) when a tab was asked for, e.g. Upload Your Bag.
            if (!session.dialogTab || isAdminUser(user)) close();
          }}
        />
      </Suspense>
    );
  }

  if (isAdminUser(session.user)) {
    return (
      <Suspense fallback={<LoadingDialog title="Admin Panel" onClose={close} />}>
        <AdminPanel
          open
          onClose={close}
          onLogout={() => void signOut(dispatch)}
          twoFactorSetup={(onDone) => (
            <Suspense fallback={null}>
              <TwoFactorModal onClose={onDone} />
            </Suspense>
          )}
        />
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<LoadingDialog title="My Account" onClose={close} />}>
      <Dashboard
        initialTab={session.dialogTab ?? undefined}
        onTabChange={(tab) => dispatch(accountDialogRequested({ tab }))}
        onClose={close}
      />
    </Suspense>
  );
}
