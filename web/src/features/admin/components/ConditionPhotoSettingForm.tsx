import { useEffect, useId, useState, type FormEvent } from 'react';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';
import { useAdminConditionPhotoSettingQuery, useAdminSetConditionPhotoSettingMutation } from '@/features/admin/conditionPhotoSetting';
import { usd } from '@/features/admin/lib/display';
import type { Notice } from '@/features/admin/lib/hooks';
import { FormFooter } from '@/components/FormFooter/FormFooter';
import { MoneyInput } from '@/components/MoneyInput/MoneyInput';
import { NoticeBanner } from '@/features/admin/components/common';

const TITLE = 'Condition photos required above';

/** The bag value above which confirming receipt or return needs a photo of the bag; empty: photos stay optional. */
export function ConditionPhotoSettingForm() {
  const id = useId();
  const setting = useAdminConditionPhotoSettingQuery();
  const current = setting.data?.required_above ?? null;
  const [value, setValue] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [save, { isLoading }] = useAdminSetConditionPhotoSettingMutation();
  useEffect(() => setValue(current === null ? '' : String(current)), [current]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const amount = Number(value);
    if (value.trim() !== '' && (!Number.isFinite(amount) || amount < 0)) return setNotice({ tone: 'error', text: 'Enter a value of $0.00 or more, or leave it empty' });
    const result = await save({ required_above: value.trim() === '' ? null : Math.round(amount * 100) / 100 });
    if ('error' in result) return setNotice({ tone: 'error', text: errorText(result.error, 'Failed to save the setting') });
    const saved = result.data.required_above;
    setNotice({ tone: 'success', text: saved === null ? 'Condition photos are optional for every bag' : `Photos are required for bags worth more than ${usd(saved)}` });
  };

  const unchanged = value.trim() === (current === null ? '' : String(current));
  return (
    <form className={`${styles.panelBox} form`} onSubmit={submit} noValidate aria-label={TITLE}>
      <h4>{TITLE}</h4>
      <p>
        Members may attach up to 5 photos when they confirm a bag arrived or came back. Above this bag value, the confirmation is refused without
        one. Leave empty to keep photos optional.
      </p>
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      <div className="field">
        <label htmlFor={id}>Bag value (USD)</label>
        <MoneyInput id={id} value={value} onChange={(e) => setValue(e.target.value)} placeholder="None" />
        <span className="hint">{current === null ? 'Currently none: photos are optional.' : `Currently ${usd(current)}.`}</span>
      </div>
      <FormFooter submitLabel="Save" busyLabel="Saving…" busy={isLoading} disabled={unchanged} />
    </form>
  );
}
