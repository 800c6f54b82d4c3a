import { useSyncExternalStore } from 'react';
import { ConfirmationRecordedModal } from './ConfirmationRecordedModal';

type Kind = 'received' | 'returned';

/**
 * "Confirmation Recorded" lives outside the trade card that asked for it: the
 * acknowledgement often moves the trade to another list (or completes it), so
 * the card disappears while the dialog must stay.
 */
let current: Kind | null = null;
const listeners = new Set<() => void>();

function set(kind: Kind | null) {
  current = kind;
  listeners.forEach((l) => l());
}

export function showConfirmationRecorded(kind: Kind) {
  set(kind);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Renders the dialog when an acknowledgement was recorded; place once where trades are shown. */
export function ConfirmationHost() {
  const kind = useSyncExternalStore(subscribe, () => current, () => null);
  return kind ? <ConfirmationRecordedModal kind={kind} onClose={() => set(null)} /> : null;
}
