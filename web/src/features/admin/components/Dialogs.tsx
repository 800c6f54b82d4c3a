import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { Modal } from '../../../components/Modal/Modal';

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
  const id = useId();
  const inputRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const blank = value.trim() === '';
  const submit = () => {
    if (required && blank) return;
    onDone(value.trim());
  };
  return (
    <Modal
      open
      title={title}
      size="small"
      onClose={() => onDone(null)}
      footer={
        <>
          <Button variant="ghost" onClick={() => onDone(null)}>
            Cancel
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={submit} disabled={required && blank}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {message && <p style={{ margin: 0 }}>{message}</p>}
        <div className="field">
          <label htmlFor={id}>
            {label}
            {required && (
              <span className="required" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </label>
          {multiline ? (
            <textarea
              ref={inputRef}
              id={id}
              className="input"
              rows={3}
              style={{ minHeight: 96 }}
              value={value}
              required={required}
              onChange={(e) => setValue(e.target.value)}
            />
          ) : (
            <input ref={inputRef} id={id} className="input" value={value} required={required} onChange={(e) => setValue(e.target.value)} />
          )}
        </div>
      </form>
    </Modal>
  );
}
