import { useSelector } from 'react-redux';
import type { SessionUser } from '@/lib/session';

interface SessionSlice {
  session?: { token: string | null; user: SessionUser | null };
}

/** The signed-in member (from the session state), with their id; nulls for a guest. */
export function useCurrentUser(): { token: string | null; user: SessionUser | null; id: string | undefined } {
  const session = useSelector((state: SessionSlice) => state.session);
  const token = session?.token ?? null;
  const user = token ? (session?.user ?? null) : null;
  return { token, user, id: user?._id };
}
