import type { Dispute, DisputeMessage } from '@/features/admin/types';

const ORDER: Record<string, number> = { open: 0, new: 0, pending: 1, resolved: 2, closed: 2 };

export const isClosedDispute = (d: Pick<Dispute, 'status'>) => ['resolved', 'closed'].includes(d.status);

/** Open and new first, then pending, then resolved and closed; newest first within each. */
export function sortDisputes(list: readonly Dispute[]): Dispute[] {
  const rank = (d: Dispute) => ORDER[d.status] ?? 1;
  const time = (d: Dispute) => Date.parse(d.created_at) || 0;
  return [...list].sort((a, b) => rank(a) - rank(b) || time(b) - time(a));
}

/** The list the Disputes tab shows: resolved and closed ones only with Show Closed. */
export function visibleDisputes(list: readonly Dispute[], showClosed: boolean): Dispute[] {
  return sortDisputes(showClosed ? list : list.filter((d) => !isClosedDispute(d)));
}

/** Messaging is allowed only while the dispute is open. */
export const canMessage = (d: Pick<Dispute, 'status'>) => !isClosedDispute(d);

export const isAdminMessage = (m: DisputeMessage) => m.is_admin;
export const messageAuthor = (m: DisputeMessage) => m.user_name || (m.is_admin ? 'Admin' : 'Member');
export const messageTime = (m: DisputeMessage) => m.created_at;

/** The reporter's name (the server sends the member's name in reported_by). */
export const reporterOf = (d: Dispute): string | undefined => d.reported_by || undefined;
