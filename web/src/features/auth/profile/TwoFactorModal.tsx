import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Field } from '@/components/Field/Field';
import { asksForPassword, CurrentPasswordField } from './CurrentPasswordField';
import { Modal } from '@/components/Modal/Modal';
import { errorText } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { useDisableTwoFactorMutation, useEnableTwoFactorMutation, useGenerateTwoFactorSecretMutation } from '@/features/auth/api';
import { isRecoveryCode } from '@/features/auth/recoveryCodes';
import { replaceToken } from '@/features/auth/sessionThunks';
import type { TwoFactorSecret } from '@/features/auth/types';
import { RecoveryCodes } from './RecoveryCodes';
import styles from './Profile.module.css';
import { FormFooter } from '@/components/FormFooter/FormFooter';

export const TWO_FACTOR_MESSAGES = {
  code: 'Please enter a valid 6-digit code',
  codeOrRecovery: 'Please enter a 6-digit code or a recovery code',
  password: 'Please enter your current password',
  generateFailed: 'Failed to generate 2FA secret',
  invalid: 'Invalid verification code',
} as const;

export const isSixDigits = (code: string) => /^\d{6}$/.test(code.trim());

/**
 * Enable Two-Factor Authentication in three steps: start, scan the QR code and enter a code, then the recovery
 * codes, shown once. Turning it on ends every other session: the answer's token keeps this one.
 */
export function TwoFactorModal({ onClose }: { onClose: () => void }) {
  const dispatch = useDispatch();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);
  const [codesSaved, setCodesSaved] = useState(false);
  const [secret, setSecret] = useState<TwoFactorSecret | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [askPassword, setAskPassword] = useState(false); // the server asks for it when the sign-in is not recent
  const [error, setError] = useState<string | null>(null);
  const [generate, generating] = useGenerateTwoFactorSecretMutation();
  const [enable, enabling] = useEnableTwoFactorMutation();

  const start = async () => {
    setError(null);
    const result = await generate();
    if ('error' in result || !result.data?.secret) return setError(TWO_FACTOR_MESSAGES.generateFailed);
    setSecret(result.data);
    setStep(2);
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!isSixDigits(code)) return setError(TWO_FACTOR_MESSAGES.code);
    if (askPassword && !password) return setError(TWO_FACTOR_MESSAGES.password);
    const result = await enable({ ...(askPassword && { password }), secret: secret!.secret, verificationCode: code.trim() });
    if ('error' in result) {
      if (asksForPassword(result.error)) setAskPassword(true);
      return setError(errorText(result.error, TWO_FACTOR_MESSAGES.invalid));
    }
    replaceToken(dispatch, result.data.token);
    setRecoveryCodes(result.data.recovery_codes);
    setStep(3);
  };

  const qr = secret?.qrCode;
  // The recovery codes are shown once: the dialog stays until the member says they saved them.
  const close = step === 3 && !codesSaved ? () => undefined : onClose;
  return (
    <Modal open title="Enable Two-Factor Authentication" subtitle={`Step ${step} of 3`} onClose={close}>
      {error && <Banner tone="error">{error}</Banner>}
      {step === 1 && (
        <div className="form">
          <p>
            Two-factor authentication asks for a 6-digit code from an authenticator app (such as Google Authenticator or 1Password) each
            time you log in, so nobody can use your password alone.
          </p>
          <div className="form-actions">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={start} disabled={generating.isLoading}>
              {generating.isLoading ? 'Preparing…' : 'Start Setup'}
            </Button>
          </div>
        </div>
      )}
      {step === 2 && secret && (
        <form className="form" onSubmit={verify} noValidate>
          <p>Scan this code with your authenticator app, then enter the 6-digit code it shows.</p>
          {qr && <img className={styles.qr} src={qr} alt="QR code for your authenticator app" width={200} height={200} />}
          <p className="hint">
            Can&apos;t scan? Enter this key by hand: <code className={styles.secret}>{secret.secret}</code>
          </p>
          <Field label="Verification code" required>
            <input
              className="input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </Field>
          {askPassword && <CurrentPasswordField value={password} onChange={setPassword} />}
          <FormFooter submitLabel="Verify and Enable" busyLabel="Verifying…" busy={enabling.isLoading} onCancel={onClose} />
        </form>
      )}
      {step === 3 && <RecoveryCodes codes={recoveryCodes} saved={codesSaved} onSavedChange={setCodesSaved} onDone={onClose} />}
    </Modal>
  );
}

/** Turns two-factor authentication off with a current code (or a recovery code) and the password. */
export function DisableTwoFactorModal({ onClose }: { onClose: () => void }) {
  const dispatch = useDispatch();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [disable, { isLoading }] = useDisableTwoFactorMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!isSixDigits(code) && !isRecoveryCode(code)) return setError(TWO_FACTOR_MESSAGES.codeOrRecovery);
    if (!password) return setError(TWO_FACTOR_MESSAGES.password);
    const result = await disable({ code: code.trim(), password });
    if ('error' in result) return setError(errorText(result.error, TWO_FACTOR_MESSAGES.invalid));
    replaceToken(dispatch, result.data.token);
    dispatch(flashShown('Two-factor authentication is disabled.'));
    onClose();
  };

  return (
    <Modal open title="Disable Two-Factor Authentication" onClose={onClose} size="small">
      <form className="form" onSubmit={submit} noValidate>
        {error && <Banner tone="error">{error}</Banner>}
        <Field label="Code from your app" required hint="Or one of your recovery codes">
          <input className="input" autoComplete="one-time-code" maxLength={13} value={code} onChange={(e) => setCode(e.target.value)} />
        </Field>
        <CurrentPasswordField value={password} onChange={setPassword} />
        <div className="form-actions">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={isLoading}>
            {isLoading ? 'Working…' : 'Disable'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
