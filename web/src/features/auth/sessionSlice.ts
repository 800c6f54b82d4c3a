import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountDialogCloseRequested, accountDialogRequested, sessionExpired, type AccountTab } from '@/lib/appEvents';
import { readStoredSession, type SessionUser } from '@/lib/session';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** The last calls were refused as unauthorised; the person must sign in again. */
  expired: boolean;
  dialogOpen: boolean;
  /** The account panel tab asked for when the dialog was opened. */
  dialogTab: AccountTab | null;
  /** A stored login is being validated with the server (at start-up). */
  checking: boolean;
}

function loadSessionState(): SessionState {
  const stored = readStoredSession();
  return { ...stored, expired: false, dialogOpen: false, dialogTab: null, checking: Boolean(stored.token) };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: loadSessionState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ token: string; user: SessionUser | null }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.expired = false;
      state.checking = false;
    },
    loggedOut(state) {
      state.token = null;
      state.user = null;
      state.dialogOpen = false;
      state.dialogTab = null;
      state.checking = false;
    },
    userUpdated(state, action: PayloadAction<SessionUser>) {
      state.user = { ...state.user, ...action.payload };
    },
    tokenReplaced(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /** The stored login was confirmed (with the fresh user) or could not be checked (kept as is). */
    sessionChecked(state, action: PayloadAction<SessionUser | undefined>) {
      state.checking = false;
      if (action.payload) state.user = action.payload;
    },
    /** The server refused the stored login. */
    sessionRejected(state) {
      state.token = null;
      state.user = null;
      state.checking = false;
      state.expired = true;
    },
    expiredNoticeDismissed(state) {
      state.expired = false;
    },
    accountDialogClosed(state) {
      state.dialogOpen = false;
      state.dialogTab = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state) => {
        state.token = null;
        state.user = null;
        state.expired = true;
        state.dialogOpen = false;
      })
      .addCase(accountDialogCloseRequested, (state) => {
        state.dialogOpen = false;
        state.dialogTab = null;
      })
      .addCase(accountDialogRequested, (state, action) => {
        state.dialogOpen = true;
        state.dialogTab = action.payload?.tab ?? null;
      });
  },
});

export const {
  loggedIn,
  loggedOut,
  userUpdated,
  tokenReplaced,
  sessionChecked,
  sessionRejected,
  expiredNoticeDismissed,
  accountDialogClosed,
} = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

export const selectSession = (state: { session: SessionState }) => state.session;
