import { useId, useState } from 'react';
import { Field } from '@/components/Field/Field';
import { FormDialog } from '@/features/admin/components/Dialogs';
import type { AdminTrade } from '@/features/admin/types';

export interface ForceCompleteChoice {
  action: 'complete' | 'cancel';
  reason: string;
  user_id?: string;
}

/**
 * Force-complete: the administrator must type a reason; Cancel closes the
 * prompt and nothing happens.
 */
export function ForceCompleteDialog({ trade, onDone }: { trade: AdminTrade; onDone: (choice: ForceCompleteChoice | null) => void }) {
  const [action, setAction] = useState<'complete' | 'cancel'>('complete');
  const [reason, setReason] = useState('');
  const [userId, setUserId] = useState('');
  const id = useId();
  return (
    <FormDialog
      title="Force Complete Trade"
      confirmLabel="Force Complete"
      tone="danger"
      invalid={reason.trim() === ''}
      onSubmit={() => onDone({ action, reason: reason.trim(), user_id: userId || undefined })}
      onCancel={() => onDone(null)}
    >
      <fieldset className="choice">
        <legend>Outcome</legend>
        <label className="choice-option">
          <input type="radio" name={`${id}-action`} checked={action === 'complete'} onChange={() => setAction('complete')} />
          <span>Complete (release holds)</span>
        </label>
        <label className="choice-option">
          <input type="radio" name={`${id}-action`} checked={action === 'cancel'} onChange={() => setAction('cancel')} />
          <span>Cancel (refund fees)</span>
        </label>
      </fieldset>
      <Field label="On behalf of (optional)">
        <select className="input" value={userId} onChange={(e) => setUserId(e.target.value)}>
          <option value="">Nobody in particular</option>
          {trade.user1_id && <option value={trade.user1_id}>{trade.user1_name || 'User 1'}</option>}
          {trade.user2_id && <option value={trade.user2_id}>{trade.user2_name || 'User 2'}</option>}
        </select>
      </Field>
      <Field label="Reason" required hint="Recorded on the trade and in the audit log.">
        <textarea className="input" style={{ minHeight: 96 }} value={reason} required onChange={(e) => setReason(e.target.value)} />
      </Field>
    </FormDialog>
  );
}
