import type { Schema } from '@/lib/apiTypes';
import { adminApi } from './api';

export type ConditionPhotoSetting = Schema<'ConditionPhotoSetting'>;

/** The bag value above which a confirmation needs photos (null: optional). */
const conditionPhotoApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminConditionPhotoSetting: build.query<ConditionPhotoSetting, void>({
      query: () => '/admin/settings/condition-photos',
      providesTags: ['AdminSettings'],
    }),
    adminSetConditionPhotoSetting: build.mutation<ConditionPhotoSetting, ConditionPhotoSetting>({
      query: (body) => ({ url: '/admin/settings/condition-photos', method: 'PUT', body }),
      invalidatesTags: ['AdminSettings', 'Settings'],
    }),
  }),
});

export const { useAdminConditionPhotoSettingQuery, useAdminSetConditionPhotoSettingMutation } = conditionPhotoApi;
