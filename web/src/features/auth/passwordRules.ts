export const PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_MESSAGES = {
  mismatch: 'New passwords do not match',
  tooShort: 'New password must be at least 6 characters long',
  changed: 'Password changed successfully!',
} as const;

/** The change-password rules: new and confirm match, at least 6 characters. */
export function validateNewPassword(next: string, confirm: string): string | null {
  if (next !== confirm) return PASSWORD_MESSAGES.mismatch;
  if (next.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  return null;
}
