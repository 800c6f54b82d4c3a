import { createApi } from '@reduxjs/toolkit/query/react';
import { config } from '@/config';
import { sessionExpired } from './appEvents';
import { createBaseQuery } from './baseQuery';
import { takeFirstAnswer } from './firstAnswers';
import { clearStoredSession, readStoredToken } from './session';

/** The single RTK Query API; features add their calls with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery({
    baseUrl: config.apiBase,
    getToken: readStoredToken,
    firstAnswer: takeFirstAnswer,
    onSessionExpired: ({ dispatch }) => {
      clearStoredSession();
      dispatch(sessionExpired());
    },
  }),
  tagTypes: [
    'Item',
    'MyItem',
    'Settings',
    'Closet',
    'Profile',
    'Preferences',
    'Balance',
    'Trade',
    'Dispute',
    'Review',
    'Message',
    'Favorite',
    'Watch',
    'Follow',
    'Verification',
  ],
  endpoints: () => ({}),
});

/** Tags of data that belongs to the signed-in member; refetched when the member changes. */
export const PRIVATE_TAGS = ['MyItem', 'Profile', 'Preferences', 'Balance', 'Trade', 'Dispute', 'Review', 'Message', 'Favorite', 'Watch', 'Verification'] as const;
