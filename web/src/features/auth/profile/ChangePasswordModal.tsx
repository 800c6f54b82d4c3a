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
import { requiredErrors, useFieldErrors } from '@/hooks/useFieldErrors';

/** Change Password: current, new and confirm; the new token from the answer is stored. */
export function ChangePasswordModal({ onClose }: { onClose: () => void }) {
  const dispatch = useDispatch();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, summary, show, clear } = useFieldErrors<'current' | 'next' | 'confirm'>();
  const [done, setDone] = useState(false);
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (show(requiredErrors({ current, next, confirm }, ['current', 'next', 'confirm']), 'Please fill in all required fields')) return;
    const problem = validateNewPassword(next, confirm);
    if (show(problem === PASSWORD_MESSAGES.mismatch ? { confirm: problem } : { next: problem ?? undefined })) return;
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
        <form ref={formRef} className="form" onSubmit={submit} noValidate>
          <CurrentPasswordField
            value={current}
            onChange={(value) => {
              setCurrent(value);
              clear('current');
            }}
            error={errors.current}
          />
          <NewPasswordFields
            password={next}
            confirm={confirm}
            onPassword={(value) => {
              setNext(value);
              clear('next');
            }}
            onConfirm={(value) => {
              setConfirm(value);
              clear('confirm');
            }}
            errors={{ password: errors.next, confirm: errors.confirm }}
          />
          <FormFooter submitLabel="Change Password" busyLabel="Saving…" busy={isLoading} onCancel={onClose} error={summary ?? error} />
        </form>
      )}
    </Modal>
  );
}
