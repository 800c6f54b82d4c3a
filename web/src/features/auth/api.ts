import { api } from '@/lib/api';
import type { Answer, Reply, RequestBody } from '@/lib/apiTypes';
import type { NotificationPreferences, Profile, ProfileUpdate, Registration, TwoFactorSecret } from './types';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Reply<'/login', 'post'>, RequestBody<'/login', 'post'>>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    register: build.mutation<Reply<'/register', 'post', 201>, Registration>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<Answer<'AccountsMessage'>, RequestBody<'/password-reset/request', 'post'>>({
      query: (body) => ({ url: '/password-reset/request', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<Answer<'AccountsMessage'>, RequestBody<'/password-reset/confirm', 'post'>>({
      query: (body) => ({ url: '/password-reset/confirm', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<Answer<'AccountsSuccess'>, RequestBody<'/verify-email/confirm', 'post'>>({
      query: (body) => ({ url: '/verify-email/confirm', method: 'POST', body }),
    }),
    updateProfile: build.mutation<Profile, ProfileUpdate>({
      query: (body) => ({ url: '/user/profile', method: 'PUT', body }),
      transformResponse: (data: Reply<'/user/profile', 'put'>) => data.user,
      invalidatesTags: ['Profile', 'MyItem', 'Closet'],
    }),
    uploadProfileImage: build.mutation<Profile, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        return { url: '/user/profile/image', method: 'POST', body };
      },
      transformResponse: (data: Reply<'/user/profile/image', 'post'>) => data.user,
      invalidatesTags: ['Profile', 'Closet'],
    }),
    changePassword: build.mutation<Reply<'/change-password', 'put'>, RequestBody<'/change-password', 'put'>>({
      query: (body) => ({ url: '/change-password', method: 'PUT', body }),
    }),
    generateTwoFactorSecret: build.mutation<TwoFactorSecret, void>({
      query: () => ({ url: '/2fa/generate-secret', method: 'POST', body: {} }),
    }),
    enableTwoFactor: build.mutation<Reply<'/2fa/enable', 'post'>, RequestBody<'/2fa/enable', 'post'>>({
      query: (body) => ({ url: '/2fa/enable', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    disableTwoFactor: build.mutation<Reply<'/2fa/disable', 'post'>, RequestBody<'/2fa/disable', 'post'>>({
      query: (body) => ({ url: '/2fa/disable', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => '/user/notification-preferences',
      providesTags: ['Preferences'],
    }),
    updateNotificationPreferences: build.mutation<NotificationPreferences, RequestBody<'/user/notification-preferences', 'put'>>({
      query: (body) => ({ url: '/user/notification-preferences', method: 'PUT', body }),
      transformResponse: (data: Reply<'/user/notification-preferences', 'put'>) => data.preferences,
      invalidatesTags: ['Preferences'],
    }),
    deleteAccount: build.mutation<Reply<'/user/account', 'delete'>, RequestBody<'/user/account', 'delete'>>({
      query: (body) => ({ url: '/user/account', method: 'DELETE', body }),
    }),
    logout: build.mutation<Answer<'AccountsSuccess'>, void>({
      query: () => ({ url: '/logout', method: 'POST', body: {} }),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useVerifyEmailMutation,
  useUpdateProfileMutation,
  useUploadProfileImageMutation,
  useChangePasswordMutation,
  useGenerateTwoFactorSecretMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  useDeleteAccountMutation,
  useLogoutMutation,
} = authApi;
