import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { HEX_SUFFIX_MIN_LENGTH, MAX_USER_SUGGESTIONS } from './constants';

/**
 * The user lookup of the refund, credit and debit forms:
 * a member is named by their 24-character id, a hex suffix of 6 or more
 * characters (matching the end of an id), the form "ID: xxxxxx", or their exact
 * email. Anything else is "User not found. Enter a valid 24-char ID or exact email."
 */

export interface LookupUser {
  _id: string;
  name?: string;
  email?: string;
}

export type UserRef =
  | { kind: 'id'; value: string }
  | { kind: 'suffix'; value: string }
  | { kind: 'email'; value: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ID_FORM = /^id\s*:\s*([0-9a-f]+)$/i;

/** Reads what was typed as one of the accepted forms, or null. */
export function parseUserRef(input: string): UserRef | null {
  const text = input.trim();
  if (text === '') return null;
  const idForm = ID_FORM.exec(text);
  const hex = (idForm ? idForm[1] : text).toLowerCase();
  if (/^[0-9a-f]{24}$/.test(hex)) return { kind: 'id', value: hex };
  if (/^[0-9a-f]+$/.test(hex) && hex.length >= HEX_SUFFIX_MIN_LENGTH && hex.length < 24) {
    return { kind: 'suffix', value: hex };
  }
  if (!idForm && EMAIL.test(text)) return { kind: 'email', value: text };
  return null;
}

export type LookupResult =
  | {
      ok: true;
      /** What to send as user_id: the full id when it is known, else the reference itself (the server resolves it). */
      userId: string;
      /** The member, when the candidates identify exactly one. */
      user?: LookupUser;
    }
  | { ok: false; error: string };

/** The members among `candidates` that `ref` names. */
export function matchUsers(ref: UserRef, candidates: readonly LookupUser[]): LookupUser[] {
  switch (ref.kind) {
    case 'id':
      return candidates.filter((u) => u._id.toLowerCase() === ref.value);
    case 'suffix':
      return candidates.filter((u) => u._id.toLowerCase().endsWith(ref.value));
    case 'email':
      return candidates.filter((u) => (u.email ?? '').toLowerCase() === ref.value.toLowerCase());
  }
}

/** Applies the lookup rules to what was typed, using the members already known (suggestions). */
export function resolveUserRef(input: string, candidates: readonly LookupUser[] = []): LookupResult {
  const ref = parseUserRef(input);
  if (!ref) return { ok: false, error: ADMIN_MESSAGES.userNotFound };
  const matches = limitSuggestions(matchUsers(ref, candidates)); // the same member may be known twice
  if (matches.length === 1) return { ok: true, userId: matches[0]._id, user: matches[0] };
  return { ok: true, userId: ref.value };
}

/** At most 8 suggestions, without duplicates. */
export function limitSuggestions<T extends LookupUser>(users: readonly T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const u of users) {
    if (!u._id || seen.has(u._id)) continue;
    seen.add(u._id);
    out.push(u);
    if (out.length === MAX_USER_SUGGESTIONS) break;
  }
  return out;
}

/** How a suggestion names a member: "ID: xxxxxx" (the last 6 characters). */
export const suggestionIdLabel = (id: string) => `ID: ${id.slice(-HEX_SUFFIX_MIN_LENGTH)}`;
