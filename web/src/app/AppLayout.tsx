import { useDispatch } from 'react-redux';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '@/components/Footer/Footer';
import { Layout } from '@/components/Layout/Layout';
import { NavBar } from '@/components/NavBar/NavBar';
import { SessionExpiredBanner } from '@/features/auth/components/SessionExpiredBanner';
import { SessionGate } from '@/features/auth/components/SessionGate';
import { UserButton } from '@/features/auth/components/UserButton';
import { AddFundsReturn } from '@/features/money/components/AddFundsReturn';
import { AcceptedNotices } from '@/features/trades/components/AcceptedNotices';
import { useLiveUpdates } from '@/hooks/useLiveUpdates';
import { accountDialogRequested } from '@/lib/appEvents';
import { AccountAddress } from './AccountAddress';
import { AccountHost } from './AccountHost';
import { DocumentTitle } from './DocumentTitle';
import { FlashMessages } from './FlashMessages';
import { OverlayHost } from './OverlayHost';

/** The frame around every page: navigation, notices, footer and the app's dialogs. */
export function AppLayout() {
  const dispatch = useDispatch();
  useLiveUpdates();
  return (
    <>
      <SessionGate>
        <Layout
          header={<NavBar userSlot={<UserButton />} />}
          notices={<SessionExpiredBanner />}
          footer={<Footer onAccountAction={(tab) => dispatch(accountDialogRequested({ tab }))} />}
        >
          <DocumentTitle />
          <ScrollRestoration />
          <Outlet />
          <AccountHost />
          <AccountAddress />
          <OverlayHost />
          <AddFundsReturn />
          <AcceptedNotices />
        </Layout>
      </SessionGate>
      <FlashMessages />
    </>
  );
}
