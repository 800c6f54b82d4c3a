import { ADMIN_MESSAGES } from '@/features/admin/messages';
import type { AdminOverride, AdminTrade } from '@/features/admin/types';

export type AckKind = 'received' | 'returned';
export type Member = 'user1' | 'user2';

const ENDED = new Set(['completed', 'cancelled', 'denied', 'rejected']);

/** Ended trades (completed, cancelled, denied, rejected). */
export const isEnded = (trade: AdminTrade) => ENDED.has(trade.status);

/**
 * Flag and delete are offered unless the trade is completed or disputed, as
 * the server rules (workflows.State.CheckAdminRemoval): an ended request
 * (cancelled, rejected, denied) can still be flagged or deleted, once.
 */
export function canFlagOrDelete(trade: AdminTrade): boolean {
  return trade.status !== 'completed' && trade.status !== 'disputed' && !trade.deleted_at;
}

/** Force-complete is offered while the trade has not ended. */
export const canForceComplete = (trade: AdminTrade) => !isEnded(trade);

/** Overrides are possible on accepted (active) or disputed trades. */
export const canOverride = (trade: AdminTrade) => trade.status === 'accepted' || trade.status === 'disputed';

export const overridesOf = (trade: Pick<AdminTrade, 'admin_override'>): AdminOverride[] => trade.admin_override ?? [];

export interface AckState {
  state: 'override' | 'confirmed' | 'awaiting';
  at?: string | null;
  /** "Admin Override Applied", "Confirmed" or "Not yet". */
  label: string;
}

/** A member's receipt or return acknowledgement: an admin override is labelled apart from the member's own. */
export function ackState(trade: AdminTrade, kind: AckKind, member: Member): AckState {
  const userId = member === 'user1' ? trade.user1_id : trade.user2_id;
  const at = trade[`${member}_${kind}_at`];
  const override = overridesOf(trade).find((o) => o.action === kind && o.user_id === userId);
  if (override) return { state: 'override', at: override.at ?? at, label: ADMIN_MESSAGES.adminOverrideApplied };
  if (at) return { state: 'confirmed', at, label: ADMIN_MESSAGES.confirmed };
  return { state: 'awaiting', label: 'Not yet' };
}

/** Who the trade is waiting for, in words ("Waiting for Maya to respond"), or null. */
export function awaiting(trade: AdminTrade): string | null {
  const status = trade.status;
  const name1 = trade.user1_name || 'User 1';
  const name2 = trade.user2_name || 'User 2';
  if (status === 'pending' || status === 'modified') {
    // The latest offer is the holder's; the other member answers. A new request awaits the non-initiator.
    const holder = trade.hold_user_id || trade.user1_id;
    return `Waiting for ${holder === trade.user2_id ? name1 : name2} to respond`;
  }
  if (status === 'accepted') {
    const missing: string[] = [];
    if (!trade.user1_received_at) missing.push(`${name1} to confirm receipt`);
    if (!trade.user2_received_at) missing.push(`${name2} to confirm receipt`);
    if (missing.length) return `Waiting for ${missing.join(' and ')}`;
    if (!trade.user1_returned_at) missing.push(`${name1} to confirm the return`);
    if (!trade.user2_returned_at) missing.push(`${name2} to confirm the return`);
    if (missing.length) return `Waiting for ${missing.join(' and ')}`;
    return 'Both bags are home: completing';
  }
  if (status === 'disputed') return 'Paused by a dispute: waiting for an administrator';
  return null;
}

export const TRADE_STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  modified: 'Modified',
  accepted: 'Active',
  active: 'Active',
  disputed: 'Disputed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  denied: 'Denied',
  rejected: 'Rejected',
};
