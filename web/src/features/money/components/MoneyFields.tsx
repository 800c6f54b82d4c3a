import { Field } from '@/components/Field/Field';
import { MoneyInput } from '@/components/MoneyInput/MoneyInput';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/features/money/types';

/** The amount of a deposit or withdrawal, its error beside it; editing clears the error. */
export function AmountField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <Field label="Amount (USD)" required error={error}>
      <MoneyInput min="0.01" value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

/** Cash App or Zelle, as radio buttons under `legend`. */
export function PaymentMethodChoice({
  legend,
  name,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <fieldset className="choice">
      <legend>{legend}</legend>
      {(['cashapp', 'zelle'] as const).map((m) => (
        <label key={m} className="choice-option">
          <input type="radio" name={name} value={m} checked={value === m} onChange={() => onChange(m)} />
          <span>{PAYMENT_METHOD_LABELS[m]}</span>
        </label>
      ))}
    </fieldset>
  );
}
