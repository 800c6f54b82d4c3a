import { createAction } from '@reduxjs/toolkit';

/**
 * App-wide events that shared code and any feature may dispatch.
 * The reducers that react to them live in the features (see features/auth).
 */

/** Too many calls were refused as unauthorised: the stored login is no longer valid. */
export const sessionExpired = createAction('session/expired');

/** Someone asked for the account dialog: login for guests, the account panel for members. */
export const accountDialogRequested = createAction('session/accountDialogRequested');
