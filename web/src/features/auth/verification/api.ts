import { api } from '@/lib/api';
import type { Reply } from '@/lib/apiTypes';

export type Verification = Reply<'/verification', 'get'>;

export const verificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVerification: build.query<Verification, void>({
      query: () => '/verification',
      providesTags: ['Verification'],
    }),
    startVerification: build.mutation<Reply<'/verification/start', 'post'>, void>({
      query: () => ({ url: '/verification/start', method: 'POST', body: {} }),
      invalidatesTags: ['Verification'],
    }),
    refreshVerification: build.mutation<Verification, void>({
      query: () => ({ url: '/verification/refresh', method: 'POST', body: {} }),
      invalidatesTags: ['Verification', 'Profile', 'Closet'],
    }),
  }),
});

export const { useGetVerificationQuery, useStartVerificationMutation, useRefreshVerificationMutation } = verificationApi;
