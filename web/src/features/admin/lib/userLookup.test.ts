import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { limitSuggestions, parseUserRef, resolveUserRef } from './userLookup';

const SOFIA = { _id: '6b030d19fc42f827eb7f9f9b', name: 'Sofia Alvarez', email: 'sofia@pursetrade.test' };
const MAYA = { _id: '6b030d19fc42f827eb7f9f9c', name: 'Maya Thompson', email: 'maya@pursetrade.test' };

describe('the admin user lookup rules', () => {
  it('accepts a 24-character id', () => {
    expect(parseUserRef('6b030d19fc42f827eb7f9f9b')).toEqual({ kind: 'id', value: SOFIA._id });
    expect(parseUserRef('  6B030D19FC42F827EB7F9F9B ')).toEqual({ kind: 'id', value: SOFIA._id });
  });

  it('accepts a hex suffix of 6 or more characters, and not fewer', () => {
    expect(parseUserRef('7f9f9b')).toEqual({ kind: 'suffix', value: '7f9f9b' });
    expect(parseUserRef('27eb7f9f9b')).toEqual({ kind: 'suffix', value: '27eb7f9f9b' });
    expect(parseUserRef('f9f9b')).toBeNull();
  });

  it('accepts the form "ID: xxxxxx"', () => {
    expect(parseUserRef('ID: 7f9f9b')).toEqual({ kind: 'suffix', value: '7f9f9b' });
    expect(parseUserRef('id:7f9f9b')).toEqual({ kind: 'suffix', value: '7f9f9b' });
    expect(parseUserRef('ID: 6b030d19fc42f827eb7f9f9b')).toEqual({ kind: 'id', value: SOFIA._id });
    expect(parseUserRef('ID: 9f9b')).toBeNull();
    expect(parseUserRef('ID: sofia@pursetrade.test')).toBeNull();
  });

  it('accepts an exact email', () => {
    expect(parseUserRef('sofia@pursetrade.test')).toEqual({ kind: 'email', value: 'sofia@pursetrade.test' });
  });

  it('refuses anything else with the specification message', () => {
    for (const text of ['', '   ', 'Sofia', 'sofia@', 'xyz123', '6b030d19fc42f827eb7f9f9b1', 'ID:']) {
      expect(resolveUserRef(text)).toEqual({ ok: false, error: 'User not found. Enter a valid 24-char ID or exact email.' });
    }
    expect(ADMIN_MESSAGES.userNotFound).toBe('User not found. Enter a valid 24-char ID or exact email.');
  });

  it('resolves to the full id when the known members identify exactly one', () => {
    expect(resolveUserRef('7f9f9b', [SOFIA, MAYA])).toEqual({ ok: true, userId: SOFIA._id, user: SOFIA });
    expect(resolveUserRef('ID: 7f9f9c', [SOFIA, MAYA])).toEqual({ ok: true, userId: MAYA._id, user: MAYA });
    expect(resolveUserRef('SOFIA@pursetrade.test', [SOFIA, MAYA])).toEqual({ ok: true, userId: SOFIA._id, user: SOFIA });
  });

  it('passes an unresolved reference on for the server to resolve', () => {
    expect(resolveUserRef('fc42f827eb7f9f', [SOFIA, MAYA])).toEqual({ ok: true, userId: 'fc42f827eb7f9f' });
    expect(resolveUserRef('nobody@pursetrade.test', [SOFIA])).toEqual({ ok: true, userId: 'nobody@pursetrade.test' });
  });

  it('keeps at most 8 suggestions, without duplicates', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ _id: String(i).padStart(24, '0'), name: `M${i}` }));
    expect(limitSuggestions([...many.slice(0, 2), ...many])).toHaveLength(8);
    expect(limitSuggestions([...many.slice(0, 2), ...many]).map((u) => u.name)).toEqual(['M0', 'M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M7']);
  });
});

describe('resolving against duplicated candidates', () => {
  it('counts a member known twice once', () => {
    expect(resolveUserRef(SOFIA._id, [SOFIA, SOFIA, MAYA])).toEqual({ ok: true, userId: SOFIA._id, user: SOFIA });
  });
});
