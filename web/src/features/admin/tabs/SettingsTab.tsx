import { useEffect, useId, useState, type FormEvent } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { AdminTabFrame } from '@/features/admin/components/AdminTabFrame';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';
import { useAdminSettingsQuery, useAdminSetFeeMutation } from '@/features/admin/api';
import { DEFAULT_PICKUP_FEE, DEFAULT_TRADE_FEE } from '@/lib/fees';
import { usd } from '@/features/admin/lib/display';
import type { Notice } from '@/features/admin/lib/hooks';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { FormFooter } from '@/components/FormFooter/FormFooter';
import { MoneyInput } from '@/components/MoneyInput/MoneyInput';
import { NoticeBanner } from '@/features/admin/components/common';
import { ConditionPhotoSettingForm } from '@/features/admin/components/ConditionPhotoSettingForm';
import { VerificationSettingForm } from './VerificationSettingForm';

function FeeForm({
  which,
  title,
  description,
  current,
  fallback,
}: {
  which: 'trade-fee' | 'pickup-fee';
  title: string;
  description: string;
  current: number;
  fallback: string;
}) {
  const id = useId();
  const [value, setValue] = useState(String(current));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [setFee, { isLoading }] = useAdminSetFeeMutation();
  useEffect(() => setValue(String(current)), [current]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const fee = Number(value);
    if (value.trim() === '' || !Number.isFinite(fee) || fee < 0) return setNotice({ tone: 'error', text: 'Enter a fee of $0.00 or more' });
    const result = await setFee({ which, fee: Math.round(fee * 100) / 100 });
    if ('error' in result) return setNotice({ tone: 'error', text: errorText(result.error, fallback) });
    const saved = which === 'trade-fee' ? result.data.trade_fee : result.data.pickup_fee;
    setNotice({ tone: 'success', text: `${title} set to ${usd(saved)}` });
  };

  return (
    <form className={`${styles.panelBox} form`} onSubmit={submit} noValidate aria-label={title}>
      <h4>{title}</h4>
      <p>{description}</p>
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      <div className="field">
        <label htmlFor={id}>{title} (USD)</label>
        <MoneyInput id={id} value={value} onChange={(e) => setValue(e.target.value)} />
        <span className="hint">Currently {usd(current)}.</span>
      </div>
      <FormFooter submitLabel="Save" busyLabel="Saving…" busy={isLoading} disabled={Number(value) === current} />
    </form>
  );
}

/** Settings: the trade (site) fee and the pickup fee, charged to both members when a trade is accepted. */
export default function SettingsTab() {
  const settings = useAdminSettingsQuery();
  // A failed load falls back to the default fees.
  const fees = settings.data ?? { trade_fee: DEFAULT_TRADE_FEE, pickup_fee: DEFAULT_PICKUP_FEE };
  return (
    <>
      <AdminTabFrame title="Settings" description="Fees apply to trades accepted from now on; accepted trades keep the fees frozen in their snapshot." />
      {settings.isError && (
        <Banner tone="info">{errorText(settings.error, ADMIN_MESSAGES.loadAdminData)}: showing the default fees.</Banner>
      )}
      <div className={styles.panelGrid}>
        <FeeForm
          which="trade-fee"
          title="Trade fee"
          description="The site fee each member pays when a trade is accepted."
          current={fees.trade_fee}
          fallback={ADMIN_MESSAGES.updateTradeFee}
        />
        <FeeForm
          which="pickup-fee"
          title="Pickup fee"
          description="Charged to each member on local pickup trades only (shipping trades pay the round-trip label instead)."
          current={fees.pickup_fee}
          fallback={ADMIN_MESSAGES.updatePickupFee}
        />
        <ConditionPhotoSettingForm />
        <VerificationSettingForm />
      </div>
    </>
  );
}
