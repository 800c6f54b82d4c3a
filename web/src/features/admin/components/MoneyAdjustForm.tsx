import { useId, useState, type FormEvent } from 'react';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';
import { useAdminAdjustBalanceMutation, useAdminRefundMutation } from '@/features/admin/api';
import { resolveUserRef, type LookupUser } from '@/features/admin/lib/userLookup';
import type { Notice } from '@/features/admin/lib/hooks';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { UserLookupField } from './UserLookupField';
import { FormFooter } from '@/components/FormFooter/FormFooter';
import { MoneyInput } from '@/components/MoneyInput/MoneyInput';
import { Field } from '@/components/Field/Field';
import { NoticeBanner } from './common';

export type MoneyAction = 'refund' | 'credit' | 'debit';

const COPY: Record<MoneyAction, { title: string; description: string; button: string; busy: string; fallback: string; done: string }> = {
  refund: {
    title: 'Refund',
    description: 'Give money back to a member, e.g. a fee charged in error. Link the trade when there is one.',
    button: 'Issue Refund',
    busy: 'Refunding…',
    fallback: ADMIN_MESSAGES.issueRefund,
    done: 'Refund issued',
  },
  credit: {
    title: 'Credit',
    description: 'Add funds to a member’s balance (a goodwill credit or a correction).',
    button: 'Credit Funds',
    busy: 'Crediting…',
    fallback: ADMIN_MESSAGES.creditFunds,
    done: 'Funds credited',
  },
  debit: {
    title: 'Debit',
    description: 'Take funds from a member’s available balance (a correction).',
    button: 'Debit Funds',
    busy: 'Debiting…',
    fallback: ADMIN_MESSAGES.debitFunds,
    done: 'Funds debited',
  },
};

/**
 * Refund, credit or debit a member. The user and the amount are required
 * (the button stays disabled until both are given); the user lookup rules
 * decide whether what was typed can name a member. `member` fills in the
 * member when the form opens from their profile.
 */
export function MoneyAdjustForm({ action, member, onDone }: { action: MoneyAction; member?: LookupUser; onDone?: (notice: Notice) => void }) {
  const copy = COPY[action];
  const id = useId();
  const [user, setUser] = useState(member?._id ?? '');
  const [known, setKnown] = useState<LookupUser[]>(member ? [member] : []);
  const [suggested, setSuggested] = useState<LookupUser[]>([]);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [tradeId, setTradeId] = useState('');
  const [userError, setUserError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [refund, refundState] = useAdminRefundMutation();
  const [adjust, adjustState] = useAdminAdjustBalanceMutation();
  const busy = refundState.isLoading || adjustState.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setUserError(null);
    const lookup = resolveUserRef(user, [...known, ...suggested]);
    if (!lookup.ok) return setUserError(lookup.error);
    const value = Number(amount);
    if (!amount || !Number.isFinite(value) || value < 0) return setNotice({ tone: 'error', text: 'Enter an amount of $0.00 or more' });
    const body = {
      user_id: lookup.userId,
      amount: Math.round(value * 100) / 100,
      reason: reason.trim(),
      trade_id: tradeId.trim() || null,
    };
    const result = action === 'refund' ? await refund(body) : await adjust({ ...body, direction: action });
    if ('error' in result) {
      const text = errorText(result.error, copy.fallback);
      if (text === ADMIN_MESSAGES.userNotFound) setUserError(text);
      else setNotice({ tone: 'error', text });
      return;
    }
    const done: Notice = { tone: 'success', text: result.data?.message || copy.done };
    setNotice(done);
    onDone?.(done);
    setAmount('');
    setReason('');
    setTradeId('');
  };

  return (
    <form className={`${styles.panelBox} form`} onSubmit={submit} noValidate aria-label={copy.title}>
      <h4>{copy.title}</h4>
      <p>{copy.description}</p>
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      <UserLookupField
        label="Member"
        value={user}
        onChange={(v) => {
          setUser(v);
          setUserError(null);
        }}
        known={known}
        onKnown={(u) => setKnown((list) => [u, ...list.filter((x) => x._id !== u._id)])}
        onSuggestions={setSuggested}
        error={userError}
      />
      <div className="form-row">
        <Field label="Amount (USD)" required>
          <MoneyInput value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <div className="field">
          <label htmlFor={`${id}-trade`}>Trade id (optional)</label>
          <input id={`${id}-trade`} className="input" value={tradeId} onChange={(e) => setTradeId(e.target.value)} />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <input id={`${id}-reason`} className="input" value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <FormFooter submitLabel={copy.button} busyLabel={copy.busy} busy={busy} disabled={user.trim() === '' || amount.trim() === ''} submitVariant={action === 'debit' ? 'danger' : 'primary'} />
    </form>
  );
}
