import { useState, type FormEvent } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Field } from '@/components/Field/Field';
import { Modal } from '@/components/Modal/Modal';
import { errorText } from '@/lib/errors';
import { useCreateDisputeMutation } from '@/features/trades/api';
import type { Dispute } from '@/features/trades/types';
import { DISPUTE_REASON_LABELS } from '@/lib/labels';
import { DISPUTE_MESSAGES, EVIDENCE_ACCEPT } from './constants';
import { DisputeHistoryModal } from './DisputeHistoryModal';
import { DisputeMessagesModal } from './DisputeMessagesModal';
import { FormFooter } from '@/components/FormFooter/FormFooter';

/** Validates the dispute form; the messages are the specification's. */
export function validateDispute(tradeId: string | undefined, reason: string, description: string): string | null {
  if (!tradeId) return DISPUTE_MESSAGES.noTrade;
  if (!reason) return DISPUTE_MESSAGES.reason;
  if (!description.trim()) return DISPUTE_MESSAGES.description;
  return null;
}

/** Create Dispute: reason, description and optional evidence; once sent, messaging and history open up. */
export function CreateDisputeModal({ tradeId, onClose }: { tradeId: string | undefined; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<Dispute | null>(null);
  const [view, setView] = useState<'messages' | 'history' | null>(null);
  const [createDispute, { isLoading }] = useCreateDisputeMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateDispute(tradeId, reason, description);
    if (problem) return setError(problem);
    setError(null);
    const body = new FormData();
    body.append('trade_id', tradeId!);
    body.append('reason', reason);
    body.append('description', description.trim());
    for (const file of files) body.append('evidence', file);
    const result = await createDispute(body);
    if ('error' in result) {
      const message = errorText(result.error, DISPUTE_MESSAGES.failed);
      return setError(/already/i.test(message) ? DISPUTE_MESSAGES.exists : message);
    }
    setCreated(result.data.dispute);
  };

  const needDispute = (which: 'messages' | 'history') => {
    if (!created) {
      setError(which === 'messages' ? DISPUTE_MESSAGES.submitFirstMessaging : DISPUTE_MESSAGES.submitFirstHistory);
      return;
    }
    setView(which);
  };

  return (
    <>
      <Modal open title="Create Dispute" onClose={onClose}>
        {created ? (
          <div className="form">
            <Banner tone="success">{DISPUTE_MESSAGES.created}</Banner>
            <p>You can message our team about this dispute and follow its history. Receipt and return confirmations pause until it is resolved.</p>
            <div className="form-actions">
              <Button variant="outline" onClick={() => needDispute('history')}>
                View History
              </Button>
              <Button variant="outline" onClick={() => needDispute('messages')}>
                Message Support
              </Button>
              <Button onClick={onClose}>Done</Button>
            </div>
          </div>
        ) : (
          <form className="form" onSubmit={submit} noValidate>
            <p className="hint">
              Our team reviews every dispute within 24-48 hours. Please only open a dispute for a real problem: frivolous disputes may
              lead to account restrictions.
            </p>
            <Field label="Reason" required>
              <select className="input" value={reason} onChange={(e) => setReason(e.target.value)}>
                <option value="">Choose a reason</option>
                {Object.entries(DISPUTE_REASON_LABELS).map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Description" required hint="What happened, and when">
              <textarea className="input" rows={5} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />
            </Field>
            <Field label="Evidence (optional)" hint="Photos, PDF or Word documents">
              <input className="input" type="file" multiple accept={EVIDENCE_ACCEPT} onChange={(e) => setFiles(Array.from(e.target.files ?? []))} />
            </Field>
            <FormFooter submitLabel="Submit Dispute" busyLabel="Submitting…" busy={isLoading} disabled={!reason || !description.trim()} onCancel={onClose} error={error} />
          </form>
        )}
      </Modal>
      {view === 'messages' && created && <DisputeMessagesModal dispute={created} onClose={() => setView(null)} />}
      {view === 'history' && created && <DisputeHistoryModal dispute={created} onClose={() => setView(null)} />}
    </>
  );
}

export default CreateDisputeModal;
