/** The props that mark a group of choices (radios) invalid: described by its error, and focusable so focus can move to it. */
export function groupError(errorId: string, error?: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId, tabIndex: -1 } : {};
}

/** A group's error, said under it (the group points to it with groupError). */
export function GroupError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <span id={id} className="field-error">
      {error}
    </span>
  );
}
