import type { Reply, Schema } from '@/lib/apiTypes';

/** The signed-in member as GET /user/profile answers it. */
export type Profile = Schema<'AccountsUser'>;

/** The sign-up form: every field of a registration. */
export type Registration = Required<Schema<'AccountsRegistration'>>;

/** The profile form: every field PUT /user/profile takes but the email, which cannot change. */
export type ProfileUpdate = Required<Omit<Schema<'AccountsProfileInput'>, 'email'>>;

export type NotificationPreferences = Schema<'AccountsNotificationSettings'>;

export type TwoFactorSecret = Reply<'/2fa/generate-secret', 'post'>;
