import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api, PRIVATE_TAGS } from '@/lib/api';
import { flashShown } from '@/lib/flash';
import {
  clearStoredSession,
  writeStoredSession,
  writeStoredToken,
  writeStoredUser,
  type SessionUser,
} from '@/lib/session';
import { authApi } from './api';
import { loggedIn, loggedOut, tokenReplaced, userUpdated } from './sessionSlice';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export const LOGIN_SUCCESS_MESSAGE = 'Login successful!';
export const LOGOUT_SUCCESS_MESSAGE = 'Logged out successfully!';

/** Stores a login (only when the answer carried a token) and tells the person. */
export function completeLogin(dispatch: Dispatch, token: string, user: SessionUser): void {
  writeStoredSession(token, user);
  dispatch(loggedIn({ token, user }));
  dispatch(api.util.invalidateTags([...PRIVATE_TAGS]));
  dispatch(flashShown(LOGIN_SUCCESS_MESSAGE));
}

/** Forgets the login, drops every cached answer and tells the person. */
export function logOut(dispatch: Dispatch, message: string | null = LOGOUT_SUCCESS_MESSAGE): void {
  clearStoredSession();
  dispatch(loggedOut());
  dispatch(api.util.resetApiState());
  if (message) dispatch(flashShown(message));
}

/** How long a logout waits for the server before forgetting the login anyway. */
export const LOGOUT_REQUEST_TIMEOUT_MS = 3000;

/**
 * The Logout button: asks the server to revoke the token (POST /logout, so a
 * copied token stops working too), then forgets the login whatever the answer.
 */
export async function signOut(dispatch: Dispatch): Promise<void> {
  const request = dispatch(authApi.endpoints.logout.initiate());
  const timeout = new Promise<void>((resolve) => window.setTimeout(resolve, LOGOUT_REQUEST_TIMEOUT_MS));
  await Promise.race([request.unwrap().catch(() => undefined), timeout]);
  logOut(dispatch);
}

/** Keeps the stored user in step with the profile. */
export function rememberUser(dispatch: Dispatch, user: SessionUser): void {
  writeStoredUser(user);
  dispatch(userUpdated(user));
}

/** A password change hands out a new token. */
export function replaceToken(dispatch: Dispatch, token: string): void {
  writeStoredToken(token);
  dispatch(tokenReplaced(token));
}
