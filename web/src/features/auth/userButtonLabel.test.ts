import { describe, expect, it } from 'vitest';
import { accountUser } from '@/testing/fixtures';
import { userButtonLabel } from './userButtonLabel';

describe('userButtonLabel', () => {
  it('reads Login without a token', () => {
    expect(userButtonLabel({ token: null, user: null })).toBe('Login');
  });

  it('reads Login when only a user is stored', () => {
    expect(userButtonLabel({ token: null, user: accountUser({ is_admin: true }) })).toBe('Login');
  });

  it('reads My Account for a member', () => {
    expect(userButtonLabel({ token: 't', user: accountUser() })).toBe('My Account');
    expect(userButtonLabel({ token: 't', user: null })).toBe('My Account');
  });

  it('reads Admin Panel for an administrator', () => {
    expect(userButtonLabel({ token: 't', user: accountUser({ is_admin: true }) })).toBe('Admin Panel');
    expect(userButtonLabel({ token: 't', user: accountUser({ is_admin: false }) })).toBe('My Account');
  });
});
