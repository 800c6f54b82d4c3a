import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormFooter } from '@/components/FormFooter/FormFooter';
import { MoneyInput } from '@/components/MoneyInput/MoneyInput';
import { NoticeBanner } from '@/features/admin/components/common';
import { usd } from '@/features/admin/lib/display';
import type { Notice } from '@/features/admin/lib/hooks';
import { useAdminSetVerificationRequiredMutation, useAdminVerificationSettingQuery } from '@/features/admin/verificationApi';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';

export const VERIFICATION_SETTING_TITLE = 'Verification required above';

/** The value above which a trade needs both members verified; empty turns the rule off. */
export function VerificationSettingForm() {
  const id = useId();
  const { data } = useAdminVerificationSettingQuery();
  const current = data?.verification_required_above ?? null;
  const [value, setValue] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [save, { isLoading }] = useAdminSetVerificationRequiredMutation();
  useEffect(() => setValue(current == null ? '' : String(current)), [current]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const amount = value.trim() === '' ? null : Number(value);
    if (amount !== null && (!Number.isFinite(amount) || amount < 0)) return setNotice({ tone: 'error', text: 'Enter a value of $0.00 or more, or leave it empty' });
    const result = await save({ verification_required_above: amount === null ? null : Math.round(amount * 100) / 100 });
    if ('error' in result) return setNotice({ tone: 'error', text: errorText(result.error, 'Failed to save the verification setting') });
    const saved = result.data.verification_required_above;
    setNotice({ tone: 'success', text: saved == null ? 'Verification is no longer required' : `Verification required above ${usd(saved)}` });
  };

  const unchanged = (value.trim() === '' ? null : Number(value)) === current;
  return (
    <form className={`${styles.panelBox} form`} onSubmit={submit} noValidate aria-label={VERIFICATION_SETTING_TITLE}>
      <h4>{VERIFICATION_SETTING_TITLE}</h4>
      <p>A trade whose either bag is worth more needs both members to have verified their identity. Leave empty for never.</p>
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      <div className="field">
        <label htmlFor={id}>{VERIFICATION_SETTING_TITLE} (USD)</label>
        <MoneyInput id={id} value={value} onChange={(e) => setValue(e.target.value)} disabled={data ? !data.available && current == null : false} />
        <span className="hint">
          {data && !data.available
            ? 'Identity verification is not available here: configure Stripe to require it.'
            : current == null
              ? 'Currently never required.'
              : `Currently ${usd(current)}.`}
        </span>
      </div>
      <FormFooter submitLabel="Save" busyLabel="Saving…" busy={isLoading} disabled={unchanged} />
    </form>
  );
}
