/** The stored login: the auth token and the current user, kept in localStorage. */
import type { Schema } from './apiTypes';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** The member as login, registration and GET /user/profile answer them. */
export type SessionUser = Schema<'AccountsUser'>;

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
  return Boolean(user?.is_admin);
}
