import type { Reply, RequestBody } from '@/lib/apiTypes';
import { adminApi } from './api';

export type VerificationSetting = Reply<'/admin/settings/verification', 'get'>;

/** The administrators' side of identity verification: the required value and a member's reset. */
export const adminVerificationApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminVerificationSetting: build.query<VerificationSetting, void>({
      query: () => '/admin/settings/verification',
      providesTags: ['AdminSettings'],
    }),
    adminSetVerificationRequired: build.mutation<VerificationSetting, RequestBody<'/admin/settings/verification', 'put'>>({
      query: (body) => ({ url: '/admin/settings/verification', method: 'PUT', body }),
      invalidatesTags: ['AdminSettings'],
    }),
    adminResetVerification: build.mutation<Reply<'/admin/users/{id}/verification/reset', 'post'>, { id: string; reason?: string }>({
      query: ({ id, reason }) => ({ url: `/admin/users/${id}/verification/reset`, method: 'POST', body: { reason: reason ?? '' } }),
      invalidatesTags: ['AdminUser'],
    }),
  }),
});

export const { useAdminVerificationSettingQuery, useAdminSetVerificationRequiredMutation, useAdminResetVerificationMutation } = adminVerificationApi;
