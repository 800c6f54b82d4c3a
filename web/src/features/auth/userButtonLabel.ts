import { isAdminUser, type StoredSession } from '@/lib/session';

export type UserButtonLabel = 'Login' | 'My Account' | 'Admin Panel';

/** Login for guests, Admin Panel for an administrator, My Account for other members. */
export function userButtonLabel({ token, user }: StoredSession): UserButtonLabel {
  if (!token) return 'Login';
  return isAdminUser(user) ? 'Admin Panel' : 'My Account';
}
