import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { NewPasswordFields } from '@/features/auth/components/NewPasswordFields';
import { CurrentPasswordField } from './CurrentPasswordField';
import { Modal } from '@/components/Modal/Modal';
import { errorText } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { useChangePasswordMutation } from '@/features/auth/api';
import { PASSWORD_MESSAGES, validateNewPassword } from '@/features/auth/passwordRules';
import { replaceToken } from '@/features/auth/sessionThunks';
import { FormFooter } from '@/components/FormFooter/FormFooter';

/** Change Password: current, new and confirm; the new token from the answer is stored. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const dispatch = useDispatch();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!current || !next || !confirm) return setError('Please fill in all required fields');
    const problem = validateNewPassword(next, confirm);
    if (problem) return setError(problem);
    const result = await changePassword({ currentPassword: current, newPassword: next });
    if ('error' in result) return setError(errorText(result.error, 'Failed to change password'));
    if (result.data?.token) replaceToken(dispatch, result.data.token);
    dispatch(flashShown(PASSWORD_MESSAGES.changed));
    setDone(true);
  };

  return (
    <Modal open title="Change Password" onClose={onClose} size="small">
      {done ? (
        <div className="form">
          <Banner tone="success">{PASSWORD_MESSAGES.changed}</Banner>
          <p className="hint">Other devices will need to log in again with the new password.</p>
          <div className="form-actions">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          {error && <Banner tone="error">{error}</Banner>}
          <CurrentPasswordField value={current} onChange={setCurrent} />
          <NewPasswordFields password={next} confirm={confirm} onPassword={setNext} onConfirm={setConfirm} />
          <FormFooter submitLabel="Change Password" busyLabel="Saving…" busy={isLoading} onCancel={onClose} />
        </form>
      )}
    </Modal>
  );
}
