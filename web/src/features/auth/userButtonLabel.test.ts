import { describe, expect, it } from 'vitest';
import { userButtonLabel } from './userButtonLabel';

describe('userButtonLabel', () => {
  it('reads Login without a token', () => {
    expect(userButtonLabel({ token: null, user: null })).toBe('Login');
  });

  it('reads Login when only a user is stored', () => {
    expect(userButtonLabel({ token: null, user: { id: 'u1', is_admin: true } })).toBe('Login');
  });

  it('reads My Account for a member', () => {
    expect(userButtonLabel({ token: 't', user: { id: 'u1' } })).toBe('My Account');
    expect(userButtonLabel({ token: 't', user: null })).toBe('My Account');
  });

  it('reads Admin Panel when the user has is_admin or isAdmin', () => {
    expect(userButtonLabel({ token: 't', user: { is_admin: true } })).toBe('Admin Panel');
    expect(userButtonLabel({ token: 't', user: { isAdmin: true } })).toBe('Admin Panel');
    expect(userButtonLabel({ token: 't', user: { is_admin: false, isAdmin: false } })).toBe('My Account');
  });
});
