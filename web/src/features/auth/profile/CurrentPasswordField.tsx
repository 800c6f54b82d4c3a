import { Field } from '../../../components/Field/Field';

/** The current password that sensitive account actions ask for. */
export function CurrentPasswordField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field label="Current password" required>
      <input className="input" type="password" autoComplete="current-password" value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
