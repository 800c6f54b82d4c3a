import { configureStore } from '@reduxjs/toolkit';
import { sessionReducer } from '@/features/auth/sessionSlice';
import { paymentReducer } from '@/features/money/paymentSlice';
import { api } from '@/lib/api';
import { flashReducer } from '@/lib/flash';
import { liveReducer } from '@/lib/live';
import { overlaysReducer } from '@/lib/overlays';

export function makeStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      session: sessionReducer,
      flash: flashReducer,
      overlays: overlaysReducer,
      payment: paymentReducer,
      live: liveReducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
