import { api } from '../../lib/api';
import type { SessionUser } from '../../lib/session';
import type {
  AuthResponse,
  Credentials,
  NotificationPreferences,
  Profile,
  ProfileUpdate,
  Registration,
  TwoFactorSecret,
} from './types';

interface Message {
  message?: string;
  success?: boolean;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** GET /user/profile answers the user, possibly wrapped as {user} or {profile}. */
export function toProfile(data: unknown): Profile {
  if (!isObject(data)) return {};
  if (isObject(data.user)) return data.user as Profile;
  if (isObject(data.profile)) return data.profile as Profile;
  return data as Profile;
}

function toPreferences(data: unknown): NotificationPreferences {
  const source = isObject(data) ? (isObject(data.preferences) ? data.preferences : data) : {};
  const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  return {
    email_notifications: flag(source.email_notifications, true),
    trade_updates: flag(source.trade_updates, true),
    marketing_emails: flag(source.marketing_emails, false),
  };
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, Credentials>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    register: build.mutation<AuthResponse, Registration>({
      query: (body) => ({ url: '/register', method: 'POST', body }),
    }),
    requestPasswordReset: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: '/password-reset/request', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<Message, { token: string; password: string }>({
      query: (body) => ({ url: '/password-reset/confirm', method: 'POST', body }),
    }),
    verifyEmail: build.mutation<Message, { token: string }>({
      query: (body) => ({ url: '/verify-email/confirm', method: 'POST', body }),
    }),
    getProfile: build.query<Profile, void>({
      query: () => '/user/profile',
      transformResponse: toProfile,
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<Profile, ProfileUpdate>({
      query: (body) => ({ url: '/user/profile', method: 'PUT', body }),
      transformResponse: toProfile,
      invalidatesTags: ['Profile', 'MyItem', 'Closet'],
    }),
    uploadProfileImage: build.mutation<Profile, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        return { url: '/user/profile/image', method: 'POST', body };
      },
      transformResponse: toProfile,
      invalidatesTags: ['Profile', 'Closet'],
    }),
    changePassword: build.mutation<Message & { token?: string }, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: '/change-password', method: 'PUT', body }),
    }),
    generateTwoFactorSecret: build.mutation<TwoFactorSecret, void>({
      query: () => ({ url: '/2fa/generate-secret', method: 'POST', body: {} }),
    }),
    enableTwoFactor: build.mutation<Message, { password: string; secret: string; verificationCode: string }>({
      query: (body) => ({ url: '/2fa/enable', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    disableTwoFactor: build.mutation<Message, { code: string; password: string }>({
      query: (body) => ({ url: '/2fa/disable', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => '/user/notification-preferences',
      transformResponse: toPreferences,
      providesTags: ['Preferences'],
    }),
    updateNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (body) => ({ url: '/user/notification-preferences', method: 'PUT', body }),
      transformResponse: toPreferences,
      invalidatesTags: ['Preferences'],
    }),
    deleteAccount: build.mutation<Message, { password: string }>({
      query: (body) => ({ url: '/user/account', method: 'DELETE', body }),
    }),
    logout: build.mutation<Message, void>({
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
  useGetProfileQuery,
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

export type { SessionUser };
