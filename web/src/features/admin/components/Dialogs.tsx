import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { Field } from '@/components/Field/Field';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
}

/**
 * Asks before an action. `confirm` resolves to true only when
 * the administrator confirms; render `dialog` once in the component.
 */
export function useConfirm() {
  const [pending, setPending] = useState<(ConfirmOptions & { resolve: (ok: boolean) => void }) | null>(null);
  const confirm = useCallback((options: ConfirmOptions) => new Promise<boolean>((resolve) => setPending({ ...options, resolve })), []);
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const dialog = pending ? (
    <ConfirmDialog
      open
      title={pending.title}
      confirmLabel={pending.confirmLabel}
      tone={pending.tone ?? 'danger'}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    >
      <p style={{ margin: 0 }}>{pending.message}</p>
    </ConfirmDialog>
  ) : null;
  return { confirm, dialog };
}

export interface PromptOptions {
  title: string;
  message?: ReactNode;
  label: string;
  confirmLabel: string;
  /** When true (the default) the text must not be blank. */
  required?: boolean;
  multiline?: boolean;
  initialValue?: string;
  tone?: 'primary' | 'danger';
}

/** Asks for a typed text (a reason, a note). Resolves to the text, or null when cancelled. */
export function usePrompt() {
  const [pending, setPending] = useState<(PromptOptions & { resolve: (value: string | null) => void }) | null>(null);
  const prompt = useCallback((options: PromptOptions) => new Promise<string | null>((resolve) => setPending({ ...options, resolve })), []);
  const dialog = pending ? (
    <PromptDialog
      {...pending}
      onDone={(value) => {
        pending.resolve(value);
        setPending(null);
      }}
    />
  ) : null;
  return { prompt, dialog };
}

function PromptDialog({
  title,
  message,
  label,
  confirmLabel,
  required = true,
  multiline = true,
  initialValue = '',
  tone = 'primary',
  onDone,
}: PromptOptions & { onDone: (value: string | null) => void }) {
  const [value, setValue] = useState(initialValue);
  const blank = value.trim() === '';
  return (
    <FormDialog
      title={title}
      confirmLabel={confirmLabel}
      tone={tone}
      invalid={required && blank}
      onSubmit={() => onDone(value.trim())}
      onCancel={() => onDone(null)}
    >
      {message && <p style={{ margin: 0 }}>{message}</p>}
      <Field label={label} required={required}>
        {multiline ? (
          <textarea className="input" rows={3} style={{ minHeight: 96 }} value={value} required={required} onChange={(e) => setValue(e.target.value)} />
        ) : (
          <input className="input" value={value} required={required} onChange={(e) => setValue(e.target.value)} />
        )}
      </Field>
    </FormDialog>
  );
}

interface FormDialogProps {
  title: string;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  /** The form cannot be sent yet (a required text is blank). */
  invalid: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A small dialog around a form: Enter or the confirm button sends it unless it is invalid. */
export function FormDialog({ title, confirmLabel, tone, invalid, onSubmit, onCancel, children }: FormDialogProps) {
  const submit = () => {
    if (!invalid) onSubmit();
  };
  return (
    <ConfirmDialog open title={title} confirmLabel={confirmLabel} tone={tone} confirmDisabled={invalid} onConfirm={submit} onCancel={onCancel}>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {children}
      </form>
    </ConfirmDialog>
  );
}
