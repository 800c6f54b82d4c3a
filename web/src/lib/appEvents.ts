import { createAction } from '@reduxjs/toolkit';

/**
 * App-wide events that shared code and any feature may dispatch.
 * The reducers that react to them live in the features (see features/auth) and in lib.
 */

/** Too many calls were refused as unauthorised: the stored login is no longer valid. */
export const sessionExpired = createAction('session/expired');

/** Names of the account panel's tabs, so any layer may open the panel on one of them. */
export const ACCOUNT_TABS = [
  'overview',
  'bags',
  'upload',
  'trades',
  'active',
  'history',
  'disputes',
  'reviews',
  'messages',
  'balance',
  'profile',
  'favorites',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/**
 * Someone asked for the account dialog: login for guests, the account panel
 * for members (optionally on one tab), the admin panel for administrators.
 */
export const accountDialogRequested = createAction<{ tab?: AccountTab } | undefined>('session/accountDialogRequested');

/** Someone asked to close the account dialog, e.g. before following a link to another page. */
export const accountDialogCloseRequested = createAction('session/accountDialogCloseRequested');
