import { DISPUTE_REASON_LABELS } from '@/lib/labels';

export const DISPUTE_MESSAGES = {
  reason: 'Please select a reason for the dispute',
  description: 'Please provide a description of the issue',
  noTrade: 'No trade selected for dispute',
  exists: 'A dispute has already been created for this trade',
  failed: 'Failed to create dispute',
  submitFirstMessaging: 'Please submit the dispute first to enable messaging',
  submitFirstHistory: 'Please submit the dispute first to view history',
  loadMessages: 'Failed to load dispute messages',
  sendFailed: 'Failed to send message',
  created: 'Dispute submitted. Our team reviews disputes within 24-48 hours.',
} as const;

/** Statuses in the order disputes are listed; resolved and closed are hidden until Show Closed. */
export const STATUS_RANK: Record<string, number> = { open: 0, new: 0, pending: 1, resolved: 2, closed: 2 };
export const CLOSED_STATUSES = ['resolved', 'closed'];
/** Members may write only on open disputes: open, new or pending (not yet resolved or closed). */
export const MESSAGING_STATUSES = ['open', 'new', 'pending'];

export const disputeReasonLabel = (reason: string) => DISPUTE_REASON_LABELS[reason] ?? reason.replace(/_/g, ' ');

export const EVIDENCE_ACCEPT = 'image/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
