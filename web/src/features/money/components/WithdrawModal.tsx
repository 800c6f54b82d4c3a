import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Field } from '@/components/Field/Field';
import { Modal } from '@/components/Modal/Modal';
import { errorText } from '@/lib/errors';
import { formatUSD } from '@/lib/format';
import { useWithdrawMutation } from '@/features/money/api';
import { MONEY_MESSAGES } from '@/features/money/messages';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/features/money/types';
import { FormFooter } from '@/components/FormFooter/FormFooter';
import { AmountField, PaymentMethodChoice } from './MoneyFields';
import { useFieldErrors } from '@/hooks/useFieldErrors';

/** Withdrawal Request: amount, Cash App or Zelle and the payment details, then a confirmation. */
export function WithdrawModal({ open, onClose, available }: { open: boolean; onClose: () => void; available?: number }) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('cashapp');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, show, clear } = useFieldErrors<'amount' | 'details'>();
  const [done, setDone] = useState<number | null>(null);
  const [withdraw, { isLoading }] = useWithdrawMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const value = Number(amount);
    const amountWrong = !amount || !Number.isFinite(value) || value <= 0;
    if (show({ amount: amountWrong ? MONEY_MESSAGES.validAmount : undefined, details: details.trim() ? undefined : MONEY_MESSAGES.paymentDetails })) return;
    const note = `${PAYMENT_METHOD_LABELS[method]}: ${details.trim()}`;
    const result = await withdraw({ amount: Math.round(value * 100) / 100, note, method });
    if ('error' in result) return setError(errorText(result.error, MONEY_MESSAGES.withdrawFailed));
    setDone(value);
  };

  return (
    <Modal open={open} title="Withdrawal Request" onClose={onClose}>
      {done !== null ? (
        <div className="form">
          <Banner tone="success">Withdrawal request submitted.</Banner>
          <p>
            We will send <strong>{formatUSD(done)}</strong> to your {PAYMENT_METHOD_LABELS[method]} account. Requests are processed
            within 24 hours; you can follow it under Withdrawals on the Balance tab.
          </p>
          <div className="form-actions">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <form ref={formRef} className="form" onSubmit={submit} noValidate>
          <p className="hint">
            Minimum $5.00, at most $500.00 per day.
            {available !== undefined && <> You can withdraw up to {formatUSD(Math.max(available, 0))} now.</>}
          </p>
          <AmountField
            value={amount}
            onChange={(value) => {
              setAmount(value);
              clear('amount');
            }}
            error={errors.amount}
          />
          <PaymentMethodChoice legend="Send to" name="withdraw-method" value={method} onChange={setMethod} />
          <Field
            label="Payment details"
            required
            hint={method === 'cashapp' ? 'Your $Cashtag' : 'The email or phone number of your Zelle account'}
            error={errors.details}
          >
            <input
              className="input"
              value={details}
              onChange={(e) => {
                setDetails(e.target.value);
                clear('details');
              }}
              maxLength={200}
            />
          </Field>
          <FormFooter submitLabel="Request withdrawal" busyLabel="Submitting…" busy={isLoading} onCancel={onClose} error={error} />
        </form>
      )}
    </Modal>
  );
}
