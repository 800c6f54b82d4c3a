/** The stored login: the auth token and the current user, kept in localStorage. */

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface SessionUser {
  id?: string;
  _id?: string;
  email?: string;
  name?: string;
  closet_name?: string;
  is_admin?: boolean;
  isAdmin?: boolean;
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

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

export function isAdminUser(user: SessionUser | null): boolean {
  return Boolean(user && (user.is_admin || user.isAdmin));
}
