import { TOKEN_KEY, USER_KEY, type SessionUser } from '@/lib/session';

/** Puts a login into localStorage the way the app stores it. */
export function storeSession(token: string, user: SessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}
