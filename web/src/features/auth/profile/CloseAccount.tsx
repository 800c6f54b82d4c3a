import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { Field } from '@/components/Field/Field';
import { asksForPassword, CurrentPasswordField } from './CurrentPasswordField';
import { Modal } from '@/components/Modal/Modal';
import { errorText } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { useDeleteAccountMutation } from '@/features/auth/api';
import { logOut } from '@/features/auth/sessionThunks';

export const CLOSE_ACCOUNT_MESSAGES = {
  confirm: 'Are you sure you want to close your account? This will disable your profile and remove your items.',
  cancelled: 'Account deletion cancelled. You must type "DELETE" exactly to confirm.',
  closed: 'Account closed. You will be logged out.',
  failed: 'Failed to delete account. Please contact support.',
  password: 'Please enter your current password',
} as const;

/** The member is logged out this long after the account is closed. */
export const LOGOUT_DELAY_MS = 1200;

/** Close Account: a confirmation, then typing DELETE exactly; then logout after 1.2 s. */
export function CloseAccount() {
  const dispatch = useDispatch();
  const [step, setStep] = useState<'idle' | 'confirm' | 'type'>('idle');
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [askPassword, setAskPassword] = useState(false); // the server asks for it when the sign-in is not recent
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success' | 'info'; text: string } | null>(null);
  const [closed, setClosed] = useState(false);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();

  useEffect(() => {
    if (!closed) return;
    const timer = window.setTimeout(() => logOut(dispatch, null), LOGOUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [closed, dispatch]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed !== 'DELETE') {
      setStep('idle');
      setTyped('');
      setPassword('');
      setNotice({ tone: 'info', text: CLOSE_ACCOUNT_MESSAGES.cancelled });
      return;
    }
    if (askPassword && !password) {
      setFormError(CLOSE_ACCOUNT_MESSAGES.password);
      return;
    }
    setFormError(null);
    const result = await deleteAccount(askPassword ? { password } : {});
    if ('error' in result && asksForPassword(result.error)) {
      setAskPassword(true);
      setFormError(errorText(result.error, CLOSE_ACCOUNT_MESSAGES.password));
      return;
    }
    setStep('idle');
    setPassword('');
    if ('error' in result) {
      setNotice({ tone: 'error', text: errorText(result.error, CLOSE_ACCOUNT_MESSAGES.failed) });
      return;
    }
    setNotice({ tone: 'success', text: CLOSE_ACCOUNT_MESSAGES.closed });
    dispatch(flashShown(CLOSE_ACCOUNT_MESSAGES.closed));
    setClosed(true);
  };

  return (
    <div className="form">
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      <p className="hint">Closing your account disables your profile and removes your bags. It is refused while a trade is active or disputed.</p>
      <div>
        <Button variant="danger" onClick={() => setStep('confirm')} disabled={closed}>
          Close Account
        </Button>
      </div>
      <ConfirmDialog
        open={step === 'confirm'}
        title="Close Account"
        confirmLabel="Continue"
        tone="danger"
        onConfirm={() => setStep('type')}
        onCancel={() => setStep('idle')}
      >
        <p>{CLOSE_ACCOUNT_MESSAGES.confirm}</p>
      </ConfirmDialog>
      <Modal open={step === 'type'} title="Confirm Account Closure" size="small" onClose={() => setStep('idle')}>
        <form className="form" onSubmit={submit} noValidate>
          {formError && <Banner tone="error">{formError}</Banner>}
          <p>
            Type <strong>DELETE</strong>
            {askPassword && ' and your current password'} to close your account.
          </p>
          <Field label='Type "DELETE"'>
            <input className="input" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
          </Field>
          {askPassword && <CurrentPasswordField value={password} onChange={setPassword} />}
          <div className="form-actions">
            <Button variant="ghost" onClick={() => setStep('idle')}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={isLoading}>
              {isLoading ? 'Closing…' : 'Close My Account'}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
