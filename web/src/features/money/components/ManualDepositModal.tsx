import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Field } from '@/components/Field/Field';
import { Modal } from '@/components/Modal/Modal';
import { errorText } from '@/lib/errors';
import { formatUSD } from '@/lib/format';
import { useCreateManualDepositMutation, useGetPaymentInfoQuery, type PaymentInfo } from '@/features/money/api';
import { MONEY_MESSAGES } from '@/features/money/messages';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@/features/money/types';
import styles from './Money.module.css';
import { FormFooter } from '@/components/FormFooter/FormFooter';
import { AmountField, PaymentMethodChoice } from './MoneyFields';
import { CopyButton } from '@/components/CopyButton/CopyButton';
import { useFieldErrors } from '@/hooks/useFieldErrors';

/** "Send to" details for a method from GET /deposits/manual/payment-info. */
function paymentDetails(info: PaymentInfo | undefined, method: PaymentMethod): Array<[string, string]> {
  if (!info) return [];
  const sendTo: [string, string] =
    method === 'zelle' ? ['Send to (Zelle)', info.zelle_address] : ['Send to (Cash App)', info.cashapp_tag];
  return [sendTo, ['Instructions', info.instructions]];
}

/** Manual Deposit: amount, Cash App or Zelle and a note, then the instructions with the reference number. */
export function ManualDepositModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('cashapp');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, show, clear } = useFieldErrors<'amount'>();
  const [done, setDone] = useState<{ reference?: string; amount: number } | null>(null);
  const [createDeposit, { isLoading }] = useCreateManualDepositMutation();
  const { data: info } = useGetPaymentInfoQuery(undefined, { skip: !open });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const value = Number(amount);
    if (show({ amount: !amount || !Number.isFinite(value) || value < 0.01 ? MONEY_MESSAGES.validAmount : undefined })) return;
    const result = await createDeposit({ amount: Math.round(value * 100) / 100, payment_method: method, reference_note: note.trim() });
    if ('error' in result) return setError(errorText(result.error, MONEY_MESSAGES.depositFailed));
    // The server's message repeats the reference; the instructions below say it once, with a copy button.
    setDone({ reference: result.data?.reference_number ?? result.data?.deposit?.reference_number, amount: value });
  };

  const details = paymentDetails(info, method);

  return (
    <Modal open={open} title="Manual Deposit" onClose={onClose}>
      {done ? (
        <div className="form">
          <Banner tone="success">Deposit request submitted.</Banner>
          <p>
            Send <strong>{formatUSD(done.amount)}</strong> with {PAYMENT_METHOD_LABELS[method]} and write the reference number in the
            payment note. Your balance is credited once our team matches the payment; until then the deposit shows as pending.
          </p>
          <dl className={styles.instructions}>
            <dt>Reference number</dt>
            <dd className={styles.referenceRow}>
              <span className={styles.reference}>{done.reference ?? '—'}</span>
              {done.reference && <CopyButton text={done.reference} what="reference number" />}
            </dd>
            {details.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <div className="form-actions">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <form ref={formRef} className="form" onSubmit={submit} noValidate>
          <p className="hint">Pay with Cash App or Zelle. We credit your balance after matching your payment, usually within one business day.</p>
          <AmountField
            value={amount}
            onChange={(value) => {
              setAmount(value);
              clear('amount');
            }}
            error={errors.amount}
          />
          <PaymentMethodChoice legend="Payment method" name="deposit-method" value={method} onChange={setMethod} />
          <Field label="Reference note" hint="Your Cash App name or Zelle email/phone, so we can match the payment">
            <input className="input" value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} />
          </Field>
          <FormFooter submitLabel="Submit deposit" busyLabel="Submitting…" busy={isLoading} onCancel={onClose} error={error} />
        </form>
      )}
    </Modal>
  );
}
