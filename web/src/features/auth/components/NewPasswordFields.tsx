import { Field } from '@/components/Field/Field';

/** The new password and its confirmation, as choosing one asks for them (checked by validateNewPassword). */
export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  errors = {},
}: {
  password: string;
  confirm: string;
  onPassword: (password: string) => void;
  onConfirm: (confirm: string) => void;
  /** Each field's own error, shown beside it. */
  errors?: { password?: string; confirm?: string };
}) {
  return (
    <>
      <Field label="New password" required hint="At least 6 characters" error={errors.password}>
        <input className="input" type="password" autoComplete="new-password" value={password} onChange={(e) => onPassword(e.target.value)} />
      </Field>
      <Field label="Confirm new password" required error={errors.confirm}>
        <input className="input" type="password" autoComplete="new-password" value={confirm} onChange={(e) => onConfirm(e.target.value)} />
      </Field>
    </>
  );
}
