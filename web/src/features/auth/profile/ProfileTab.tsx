import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Field } from '@/components/Field/Field';
import { MemberCard } from '@/components/MemberCard/MemberCard';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { formatMonthYear } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import {
  useGetNotificationPreferencesQuery,
  useUpdateNotificationPreferencesMutation,
  useUpdateProfileMutation,
  useUploadProfileImageMutation,
} from '@/features/auth/api';
import { useGetProfileQuery } from '@/lib/memberApi';
import { rememberUser } from '@/features/auth/sessionThunks';
import type { NotificationPreferences, Profile, ProfileUpdate } from '@/features/auth/types';
import { AddressSearch } from './AddressSearch';
import { ChangePasswordModal } from './ChangePasswordModal';
import { CloseAccount } from './CloseAccount';
import styles from './Profile.module.css';
import { DisableTwoFactorModal, TwoFactorModal } from './TwoFactorModal';
import { VerificationSection } from '@/features/auth/verification/VerificationSection';
import { FormFooter } from '@/components/FormFooter/FormFooter';
import { requiredErrors, useFieldErrors } from '@/hooks/useFieldErrors';

export const PROFILE_MESSAGES = {
  required: 'Please fill in all required fields',
  updated: 'Profile updated successfully!',
  failed: 'Failed to update profile',
} as const;

/** The saved confirmation disappears after this long. */
export const SAVED_RESET_MS = 3000;

const EMPTY: ProfileUpdate = { name: '', closet_name: '', phone: '', address: '', city: '', state: '', zip_code: '', bio: '' };

function formOf(p: Profile | undefined): ProfileUpdate {
  if (!p) return EMPTY;
  return {
    name: p.name ?? '',
    closet_name: p.closet_name ?? '',
    phone: p.phone ?? '',
    address: p.address ?? '',
    city: p.city ?? '',
    state: p.state ?? '',
    zip_code: p.zip_code ?? '',
    bio: p.bio ?? '',
  };
}

const REQUIRED = ['name', 'closet_name', 'phone', 'address', 'city', 'state', 'zip_code'] as const;
type ProfileField = (typeof REQUIRED)[number];

/** Name, closet name, phone, street, city, state and ZIP are required; email cannot change. */
export const validateProfile = (f: ProfileUpdate) => requiredErrors<ProfileField>(f, REQUIRED);

function Preferences() {
  const { data } = useGetNotificationPreferencesQuery();
  const [save, { isLoading }] = useUpdateNotificationPreferencesMutation();
  const dispatch = useDispatch();
  const toggle = async (key: keyof NotificationPreferences, value: boolean) => {
    if (!data) return;
    const result = await save({ ...data, [key]: value });
    if ('error' in result) dispatch(flashShown(errorText(result.error, 'Failed to save your preferences'), 'error'));
  };
  const rows: Array<[keyof NotificationPreferences, string]> = [
    ['email_notifications', 'Email notifications'],
    ['trade_updates', 'Trade updates (requests, acceptances, reminders)'],
    ['marketing_emails', 'News and featured bags'],
  ];
  return (
    <fieldset className={styles.prefs} disabled={!data || isLoading}>
      <legend>Notifications</legend>
      {rows.map(([key, label]) => (
        <label key={key} className="check">
          <input type="checkbox" checked={Boolean(data?.[key])} onChange={(e) => toggle(key, e.target.checked)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/** Profile & Settings: profile fields with address search, photo, notifications, password, 2FA, close account. */
export function ProfileTab() {
  const dispatch = useDispatch();
  const { data: profile, isLoading, isError, refetch } = useGetProfileQuery();
  const [form, setForm] = useState<ProfileUpdate>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, summary, show, clear } = useFieldErrors<ProfileField>();
  const [saved, setSaved] = useState(false);
  const [dialog, setDialog] = useState<'password' | '2fa' | '2fa-off' | null>(null);
  const [updateProfile, { isLoading: saving }] = useUpdateProfileMutation();
  const [uploadImage, { isLoading: uploading }] = useUploadProfileImageMutation();

  useEffect(() => {
    setForm(formOf(profile));
  }, [profile]);
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), SAVED_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const set = (key: ProfileField | 'bio') => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }));
    if (key !== 'bio') clear(key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setError(null);
    if (show(validateProfile(form), PROFILE_MESSAGES.required)) return;
    const result = await updateProfile({ ...form, zip_code: form.zip_code.trim() });
    if ('error' in result) return setError(errorText(result.error, PROFILE_MESSAGES.failed));
    rememberUser(dispatch, result.data);
    setSaved(true);
  };

  const onImage = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > 5 * 1024 * 1024) {
      dispatch(flashShown('Profile image must be less than 5MB', 'error'));
      return;
    }
    const result = await uploadImage(file);
    if ('error' in result) dispatch(flashShown(errorText(result.error, 'Failed to update your photo'), 'error'));
    else dispatch(flashShown('Profile photo updated'));
  };

  if (isLoading) return <Skeleton height="20rem" />;
  if (isError && !profile) {
    return (
      <Banner tone="error" action={<Button size="small" onClick={() => refetch()}>Try Again</Button>}>
        Failed to load data. Please try again.
      </Banner>
    );
  }

  const twoFactor = Boolean(profile?.two_factor_enabled);

  return (
    <div className={styles.stack}>
      <SectionHeader title="Profile & Settings" description={`Member since ${formatMonthYear(profile?.created_at)}`} />
      <MemberCard
        member={profile ?? {}}
        actions={
          <label className={styles.upload}>
            {uploading ? 'Uploading…' : 'Change photo'}
            <input type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => onImage(e.target.files?.[0])} className="visually-hidden" />
          </label>
        }
      />

      <VerificationSection />

      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        {saved && <Banner tone="success">{PROFILE_MESSAGES.updated}</Banner>}
        <div className="form-row">
          <Field label="Name" required error={errors.name}>
            <input className="input" autoComplete="name" value={form.name} onChange={set('name')} />
          </Field>
          <Field label="Closet name" required error={errors.closet_name}>
            <input className="input" value={form.closet_name} onChange={set('closet_name')} />
          </Field>
        </div>
        <div className="form-row">
          <Field label="Email" hint="Your email cannot be changed">
            <input className="input" type="email" value={profile?.email ?? ''} readOnly />
          </Field>
          <Field label="Phone" required error={errors.phone}>
            <input className="input" type="tel" autoComplete="tel" value={form.phone} onChange={set('phone')} />
          </Field>
        </div>
        <AddressSearch
          required
          value={form.address}
          onChange={(address) => {
            setForm((f) => ({ ...f, address }));
            clear('address');
          }}
          onSelect={(s) => {
            setForm((f) => ({ ...f, address: s.address, city: s.city || f.city, state: s.state || f.state, zip_code: s.zip || f.zip_code }));
            (['address', 'city', 'state', 'zip_code'] as const).forEach(clear);
          }}
          error={errors.address}
        />
        <div className="form-row">
          <Field label="City" required error={errors.city}>
            <input className="input" autoComplete="address-level2" value={form.city} onChange={set('city')} />
          </Field>
          <Field label="State" required error={errors.state}>
            <input className="input" autoComplete="address-level1" value={form.state} onChange={set('state')} />
          </Field>
          <Field label="ZIP code" required error={errors.zip_code}>
            <input className="input" inputMode="numeric" autoComplete="postal-code" maxLength={5} value={form.zip_code} onChange={set('zip_code')} />
          </Field>
        </div>
        <Field label="Bio" hint="A line about your style, shown on your closet">
          <textarea className="input" rows={3} maxLength={1000} value={form.bio} onChange={set('bio')} />
        </Field>
        <FormFooter submitLabel="Save Profile" busyLabel="Saving…" busy={saving} error={summary ?? error} />
      </form>

      <Preferences />

      <section className={styles.security} aria-label="Security">
        <SectionHeader level="h4" title="Security" />
        <div className={styles.securityRow}>
          <div>
            <strong>Password</strong>
            <p className="hint">Use at least 6 characters that you do not use elsewhere.</p>
          </div>
          <Button variant="outline" onClick={() => setDialog('password')}>
            Change Password
          </Button>
        </div>
        <div className={styles.securityRow}>
          <div>
            <strong>Two-factor authentication</strong>
            <p className="hint">{twoFactor ? 'On: logins need a code from your authenticator app.' : 'Off: add a code from an app to every login.'}</p>
          </div>
          {twoFactor ? (
            <Button variant="outline" onClick={() => setDialog('2fa-off')}>
              Disable 2FA
            </Button>
          ) : (
            <Button variant="outline" onClick={() => setDialog('2fa')}>
              Enable 2FA
            </Button>
          )}
        </div>
      </section>

      <section className={styles.danger} aria-label="Close account">
        <SectionHeader level="h4" title="Close Account" />
        <CloseAccount />
      </section>

      {dialog === 'password' && <ChangePasswordModal onClose={() => setDialog(null)} />}
      {dialog === '2fa' && <TwoFactorModal onClose={() => setDialog(null)} />}
      {dialog === '2fa-off' && <DisableTwoFactorModal onClose={() => setDialog(null)} />}
    </div>
  );
}

export default ProfileTab;
