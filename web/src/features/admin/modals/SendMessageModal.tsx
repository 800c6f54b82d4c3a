import { useId, useState, type FormEvent } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Modal } from '@/components/Modal/Modal';
import { FieldLabel } from '@/components/Field/FieldLabel';
import { errorText } from '@/lib/errors';
import { useAdminMessageUserMutation } from '@/features/admin/api';
import { ADMIN_MESSAGES, messageSentTo } from '@/features/admin/messages';

interface SendMessageModalProps {
  user: { _id: string; name?: string; email?: string };
  onClose: () => void;
  /** Called with the success text once the message is sent. */
  onSent: (text: string) => void;
}

/** Send Message: a note from the administrators to one member (it lands in their Messages). */
export function SendMessageModal({ user, onClose, onSent }: SendMessageModalProps) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = useAdminMessageUserMutation();
  const subjectId = useId();
  const messageId = useId();
  const name = user.name || ADMIN_MESSAGES.unknownUser;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (message.trim() === '') return setError(ADMIN_MESSAGES.messageEmpty);
    const result = await send({ id: user._id, message: message.trim(), subject: subject.trim() || undefined });
    if ('error' in result) return setError(errorText(result.error, ADMIN_MESSAGES.sendMessage));
    onSent(messageSentTo(name));
    onClose();
  };

  return (
    <Modal
      open
      title="Send Message"
      subtitle={`To ${name}${user.email ? ` · ${user.email}` : ''}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={`${messageId}-form`} disabled={isLoading || message.trim() === ''}>
            {isLoading ? 'Sending…' : 'Send Message'}
          </Button>
        </>
      }
    >
      <form id={`${messageId}-form`} className="form" onSubmit={submit} noValidate>
        {error && <Banner tone="error">{error}</Banner>}
        <div className="field">
          <label htmlFor={subjectId}>Subject (optional)</label>
          <input id={subjectId} className="input" value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />
        </div>
        <div className="field">
          <FieldLabel htmlFor={messageId} required>
            Message
          </FieldLabel>
          <textarea id={messageId} className="input" value={message} maxLength={5000} onChange={(e) => setMessage(e.target.value)} />
        </div>
      </form>
    </Modal>
  );
}
