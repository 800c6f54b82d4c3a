import { lazy, Suspense } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet, ScrollRestoration, useSearchParams } from 'react-router';
import { Footer } from '@/components/Footer/Footer';
import { Layout } from '@/components/Layout/Layout';
import { NavBar } from '@/components/NavBar/NavBar';
import { SessionExpiredBanner } from '@/features/auth/components/SessionExpiredBanner';
import { SessionGate } from '@/features/auth/components/SessionGate';
import { UserButton } from '@/features/auth/components/UserButton';
import { useCurrentUser } from '@/hooks/useCurrentUser';
import { useLiveUpdates } from '@/hooks/useLiveUpdates';
import { accountDialogRequested } from '@/lib/appEvents';
import { AccountAddress } from './AccountAddress';
import { AccountHost } from './AccountHost';
import { DocumentTitle } from './DocumentTitle';
import { FlashMessages } from './FlashMessages';
import { OverlayHost } from './OverlayHost';

// Loaded only where they have work, so that a guest's first page does without them.
const AddFundsReturn = lazy(() => import('@/features/money/components/AddFundsReturn').then((m) => ({ default: m.AddFundsReturn })));
const AcceptedNotices = lazy(() => import('@/features/trades/components/AcceptedNotices').then((m) => ({ default: m.AcceptedNotices })));

/** The frame around every page: navigation, notices, footer and the app's dialogs. */
export function AppLayout() {
  const dispatch = useDispatch();
  const { id } = useCurrentUser();
  const [params] = useSearchParams();
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
          <Suspense fallback={null}>
            {params.has('add_funds') && <AddFundsReturn />}
            {id && <AcceptedNotices />}
          </Suspense>
        </Layout>
      </SessionGate>
      <FlashMessages />
    </>
  );
}
