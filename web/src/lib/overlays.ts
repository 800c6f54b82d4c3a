import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Schema } from './apiTypes';

/**
 * Dialogs that several pages open: the bag details and the trade request.
 * They hold the bag as the list showed it, so the dialog can render at once.
 */
export type OverlayItem = Schema<'CatalogItem'>;

export interface OverlaysState {
  itemDetail: OverlayItem | null;
  tradeRequest: OverlayItem | null;
  /** A member's trade opened from outside its list (a toast's "View trade"). */
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
    tradeDetailOpened(state, action: PayloadAction<string>) {
      state.tradeDetail = action.payload;
    },
    tradeDetailClosed(state) {
      state.tradeDetail = null;
    },
  },
});

export const { itemDetailOpened, itemDetailClosed, tradeRequestOpened, tradeRequestClosed, tradeDetailOpened, tradeDetailClosed } =
  overlaysSlice.actions;

/** A toast's "View trade" button: opens the trade's details wherever the member is. */
export const viewTradeAction = (tradeId: string) => ({ label: 'View trade', event: tradeDetailOpened(tradeId) });
export const overlaysReducer = overlaysSlice.reducer;
export const selectOverlays = (state: { overlays: OverlaysState }) => state.overlays;
