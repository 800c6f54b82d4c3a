import { useDispatch } from 'react-redux';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '../components/Footer/Footer';
import { Layout } from '../components/Layout/Layout';
import { NavBar } from '../components/NavBar/NavBar';
import { AccountDialog } from '../features/auth/components/AccountDialog';
import { SessionExpiredBanner } from '../features/auth/components/SessionExpiredBanner';
import { UserButton } from '../features/auth/components/UserButton';
import { accountDialogRequested } from '../lib/appEvents';
import { DocumentTitle } from './DocumentTitle';

/** The frame around every page: navigation, notices, footer and the account dialog. */
export function AppLayout() {
  const dispatch = useDispatch();
  return (
    <Layout
      header={<NavBar userSlot={<UserButton />} />}
      notices={<SessionExpiredBanner />}
      footer={<Footer onAccountAction={() => dispatch(accountDialogRequested())} />}
    >
      <DocumentTitle />
      <ScrollRestoration />
      <Outlet />
      <AccountDialog />
    </Layout>
  );
}
