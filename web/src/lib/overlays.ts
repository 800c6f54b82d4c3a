import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Schema } from './apiTypes';
import { accountDialogRequested, type AccountTab } from './appEvents';

/**
 * Dialogs that several pages open: the bag details and the trade request.
 * They hold the bag as the list showed it, so the dialog can render at once.
 */
export type OverlayItem = Schema<'CatalogItem'>;

export interface OverlaysState {
  itemDetail: OverlayItem | null;
  tradeRequest: OverlayItem | null;
  /** A member's trade to open in the account panel's trade list (a toast's "View trade"). */
  tradeDetail: string | null;
}

const initialState: OverlaysState = { itemDetail: null, tradeRequest: null, tradeDetail: null };

const overlaysSlice = createSlice({
  name: 'overlays',
  initialState,
  reducers: {
    itemDetailOpened(state, action: PayloadAction<OverlayItem>) {
      state.itemDetail = action.payload;
    },
    itemDetailClosed(state) {
      state.itemDetail = null;
    },
    tradeRequestOpened(state, action: PayloadAction<OverlayItem>) {
      state.tradeRequest = action.payload;
    },
    tradeRequestClosed(state) {
      state.tradeRequest = null;
    },
    /** A trade id to open, or null once the list has opened it. */
    tradeDetailRequested(state, action: PayloadAction<string | null>) {
      state.tradeDetail = action.payload;
    },
  },
});

export const { itemDetailOpened, itemDetailClosed, tradeRequestOpened, tradeRequestClosed, tradeDetailRequested } = overlaysSlice.actions;

/** A toast's "View trade" button: the account panel on the trade's list, with the trade's details open. */
export const viewTradeAction = (tradeId: string, tab: AccountTab) => ({
  label: 'View trade',
  events: [accountDialogRequested({ tab }), tradeDetailRequested(tradeId)],
});
export const overlaysReducer = overlaysSlice.reducer;
export const selectOverlays = (state: { overlays: OverlaysState }) => state.overlays;
