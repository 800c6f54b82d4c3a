import { Field } from '@/components/Field/Field';
import { isApiError } from '@/lib/errors';

/**
 * Whether a refusal asks for the current password: a session signed in more
 * than 10 minutes ago must type it again before a sensitive change.
 */
export const asksForPassword = (error: unknown) => isApiError(error) && error.code === 'password_required';

/** The current password that sensitive account actions ask for (of an older session). */
export function CurrentPasswordField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <Field label="Current password" required error={error}>
      <input className="input" type="password" autoComplete="current-password" value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
