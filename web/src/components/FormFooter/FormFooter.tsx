import { Button } from '@/components/Button/Button';

interface FormFooterProps {
  /** The submit button's words, and its words while the form is being sent. */
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Other reasons the form cannot be sent yet. */
  disabled?: boolean;
  submitVariant?: 'primary' | 'danger';
  /** A Cancel button before the submit button (modals). */
  onCancel?: () => void;
  /** What stops the form, said where the member pressed submit (the fields carry their own errors). */
  error?: string | null;
}

/** A form's buttons: Cancel (when asked for) and submit, which is disabled and relabelled while busy. */
export function FormFooter({ submitLabel, busyLabel, busy, disabled, submitVariant, onCancel, error }: FormFooterProps) {
  return (
    <>
      <FormError message={error} />
      <div className="form-actions">
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" variant={submitVariant} disabled={busy || disabled}>
        {busy ? busyLabel : submitLabel}
      </Button>
      </div>
    </>
  );
}

/** What stops a form, said where the member pressed submit (the fields carry their own errors). */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="form-error">
      {message}
    </p>
  );
}
