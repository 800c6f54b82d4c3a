import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** Short-lived confirmations and alerts ("Login successful!"), shown above everything. */
export interface FlashMessage {
  id: string;
  tone: 'success' | 'error' | 'info';
  text: string;
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
      prepare(text: string, tone: FlashMessage['tone'] = 'success') {
        return { payload: { id: nanoid(), tone, text } };
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
