import { Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/Spinner/Spinner';
import { legalTitle } from '@/features/pages/legal/legalDocuments';
import { AppLayout } from './AppLayout';
import type { RouteHandle } from './DocumentTitle';
import { RouteError } from './RouteError';
import * as landing from './routes/landing';

function page(path: string, title: RouteHandle['title'], lazy: RouteObject['lazy']): RouteObject {
  return { path, lazy, handle: { title } satisfies RouteHandle };
}

/** Every route of the app. The landing page ships in the first bundle; the others load on demand. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    hydrateFallbackElement: <FullPageSpinner />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, Component: landing.Component, handle: { title: 'Home' } satisfies RouteHandle },
          page('browse', 'Browse Purses', () => import('./routes/browse')),
          page('contact', 'Contact Us', () => import('./routes/contact')),
          page('faq', 'FAQ', () => import('./routes/faq')),
          page('legal/:type', ({ type }) => legalTitle(type) ?? 'Document Not Found', () => import('./routes/legal')),
          page('closet/:ownerId', 'Closet', () => import('./routes/closet')),
          page('verify-email', 'Verify Email', () => import('./routes/verify-email')),
          page('reset-password', 'Reset Password', () => import('./routes/reset-password')),
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
