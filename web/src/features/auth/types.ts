import type { SessionUser } from '../../lib/session';

export interface AuthResponse {
  token?: string;
  user?: SessionUser;
  message?: string;
}

export interface Credentials {
  email: string;
  password: string;
  code?: string;
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  closet_name: string;
}

export interface Profile extends SessionUser {
  name?: string;
  email?: string;
  closet_name?: string;
  phone?: string;
  address?: string;
  city?: string;
  state?: string;
  zip_code?: string;
  bio?: string;
  created_at?: string;
  profile_image?: string;
  profile_image_url?: string;
  average_rating?: number;
  rating_count?: number;
  two_factor_enabled?: boolean;
}

export interface ProfileUpdate {
  name: string;
  closet_name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  bio: string;
}

export interface NotificationPreferences {
  email_notifications: boolean;
  trade_updates: boolean;
  marketing_emails: boolean;
}

export interface TwoFactorSecret {
  secret: string;
  qrCode?: string;
  otpauth_url?: string;
}
