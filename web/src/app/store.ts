import { configureStore } from '@reduxjs/toolkit';
import { sessionReducer } from '../features/auth/sessionSlice';
import { api } from '../lib/api';

export function makeStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      session: sessionReducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
