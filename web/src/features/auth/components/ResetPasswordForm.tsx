import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Button, ButtonLink } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { accountDialogRequested } from '@/lib/appEvents';
import { errorText } from '@/lib/errors';
import { useConfirmPasswordResetMutation } from '@/features/auth/api';
import { validateNewPassword } from '@/features/auth/passwordRules';
import { NewPasswordFields } from './NewPasswordFields';

/** /reset-password?token=: choose a new password with the emailed link. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const dispatch = useDispatch();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();

  if (!token) {
    return (
      <EmptyState
        title="Invalid or expired link"
        message="This reset link is missing its code. Ask for a new link from the login window."
        action={<Button onClick={() => dispatch(accountDialogRequested())}>Open login</Button>}
      />
    );
  }

  if (done) {
    return (
      <EmptyState
        title="Password updated"
        message="Your password has been reset. You can now log in with your new password."
        action={<Button onClick={() => dispatch(accountDialogRequested())}>Login</Button>}
      />
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!password || !confirm) return setError('Please fill in all required fields');
    const problem = validateNewPassword(password, confirm);
    if (problem) return setError(problem);
    const result = await confirmReset({ token, password });
    if ('error' in result) setError(errorText(result.error, 'Unable to reset your password. The link may have expired.'));
    else setDone(true);
  };

  return (
    <form className="form" onSubmit={submit} noValidate style={{ maxWidth: 440 }}>
      {error && <Banner tone="error">{error}</Banner>}
      <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} />
      <div className="form-actions" style={{ justifyContent: 'flex-start' }}>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Set new password'}
        </Button>
        <ButtonLink variant="ghost" to="/">
          Cancel
        </ButtonLink>
      </div>
    </form>
  );
}
