import type { InputHTMLAttributes } from 'react';

/**
 * An amount of dollars with cents (a number field with a decimal keypad on
 * phones); put it in a Field for its label. The minimum is 0 unless said.
 */
export function MoneyInput({ className, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'step' | 'inputMode'>) {
  return <input className={`input ${className ?? ''}`.trim()} type="number" min={0} step="0.01" inputMode="decimal" {...rest} />;
}
