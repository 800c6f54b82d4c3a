import { createSlice, nanoid, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';

/** Short-lived confirmations and alerts ("Login successful!"), shown above everything. */
export interface FlashMessage {
  id: string;
  tone: 'success' | 'error' | 'info';
  text: string;
  /** A button on the message, e.g. "View trade", and the app events it dispatches. */
  action?: FlashAction;
}

export interface FlashAction {
  label: string;
  events: UnknownAction[];
}

const flashSlice = createSlice({
  name: 'flash',
  initialState: [] as FlashMessage[],
  reducers: {
    flashShown: {
      reducer(state, action: PayloadAction<FlashMessage>) {
        // The same text twice in a row is shown once.
        const rest = state.filter((m) => m.text !== action.payload.text);
        return [...rest, action.payload].slice(-3);
      },
      prepare(text: string, tone: FlashMessage['tone'] = 'success', action?: FlashAction) {
        return { payload: { id: nanoid(), tone, text, action } };
      },
    },
    flashDismissed(state, action: PayloadAction<string>) {
      return state.filter((m) => m.id !== action.payload);
    },
  },
});

export const { flashShown, flashDismissed } = flashSlice.actions;
export const flashReducer = flashSlice.reducer;
export const selectFlash = (state: { flash: FlashMessage[] }) => state.flash;
