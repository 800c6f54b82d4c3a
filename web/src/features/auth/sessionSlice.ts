import { createSlice } from '@reduxjs/toolkit';
import { accountDialogRequested, sessionExpired } from '../../lib/appEvents';
import { readStoredSession, type SessionUser } from '../../lib/session';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** The last calls were refused as unauthorised; the person must sign in again. */
  expired: boolean;
  dialogOpen: boolean;
}

function loadSessionState(): SessionState {
  return { ...readStoredSession(), expired: false, dialogOpen: false };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState: loadSessionState,
  reducers: {
    expiredNoticeDismissed(state) {
      state.expired = false;
    },
    accountDialogClosed(state) {
      state.dialogOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionExpired, (state) => {
        state.token = null;
        state.user = null;
        state.expired = true;
      })
      .addCase(accountDialogRequested, (state) => {
        state.dialogOpen = true;
      });
  },
});

export const { expiredNoticeDismissed, accountDialogClosed } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

export const selectSession = (state: { session: SessionState }) => state.session;
