/** The stored login: the auth token and the current user, kept in localStorage. */

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface SessionUser {
  id?: string;
  _id?: string;
  email?: string;
  name?: string;
  closet_name?: string;
  zip_code?: string;
  is_admin?: boolean;
  isAdmin?: boolean;
  is_restricted?: boolean;
  status?: string;
  two_factor_enabled?: boolean;
  [field: string]: unknown;
}

export interface StoredSession {
  token: string | null;
  user: SessionUser | null;
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as SessionUser) : null;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) || null;
}

export function readStoredSession(): StoredSession {
  return { token: readStoredToken(), user: parseUser(localStorage.getItem(USER_KEY)) };
}

export function writeStoredSession(token: string, user: SessionUser | null): void {
  localStorage.setItem(TOKEN_KEY, token);
  if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
  else localStorage.removeItem(USER_KEY);
}

export function writeStoredUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function writeStoredToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

export function isAdminUser(user: SessionUser | null): boolean {
  return Boolean(user && (user.is_admin || user.isAdmin));
}

/** The member's id, whichever of `_id` and `id` the API sent. */
export function userIdOf(user: SessionUser | null | undefined): string | undefined {
  return (user?._id as string | undefined) || (user?.id as string | undefined) || undefined;
}
