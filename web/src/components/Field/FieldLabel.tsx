import type { ReactNode } from 'react';

/** A control's label with the required mark beside it (hidden from screen readers, which hear `required`). */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <span className="field-label">
      <label htmlFor={htmlFor}>{children}</label>
      {required && (
        <span className="required" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}
