import { DATE_MESSAGES } from '@/lib/tradeDates';

export const TRADE_MESSAGES = {
  loginRequired: 'Please log in to request a trade',
  selectItem: 'Please select an item to trade',
  selectDelivery: 'Please select a delivery method',
  ownItem: "You can't trade your own item.",
  pickupIneligible: 'Pickup not eligible: both users must be within 50 miles of 33017.',
  pickupFailed: 'Failed to check pickup eligibility.',
  pickupFirst: 'Please check pickup eligibility first',
  zipBoth: 'Please enter both from and to zip codes.',
  zipValid: 'Please enter valid 5-digit zip codes.',
  ratesFailed: 'Failed to calculate shipping rates.',
  noRates: 'No shipping rates available for this route.',
  ratesFirst: 'Please calculate shipping rates first',
  submitFailed: 'Failed to submit trade request. Please try again.',
  ...DATE_MESSAGES,
  /** The server's refusal of dates a bag is booked for (with the turnaround after each trade). */
  booked: 'This bag is already booked for those dates.',
  noPickupDay: 'For pickup, the trade dates must include a pickup day (Thursday or Sunday).',
  modified: 'Trade modified successfully! The other user will be notified.',
  noChanges: 'Change the dates or a bag before sending a modification',
  messageSent: 'Message sent successfully',
  messageFailed: 'Failed to send message',
  loadFailed: 'Failed to load trade details',
  costsUnavailable: 'The costs of this trade are not available right now.',
  partnerAccepted: (partner: string, bag: string) => `${partner} accepted your trade for ${bag}. It is now in Active Trades.`,
  outboundMissing: 'Outbound label not available yet',
  returnMissing: 'Return label not available yet',
  outboundFailed: 'Failed to retrieve outbound label',
  returnFailed: 'Failed to retrieve return label',
  labelsRegenerated: 'Labels regenerated successfully',
  labelsFailed: 'Failed to regenerate labels',
  ackReceivedFailed: 'Failed to acknowledge receipt',
  ackReturnedFailed: 'Failed to acknowledge return',
  ackReceived: 'Receipt acknowledged',
  ackReturned: 'Return acknowledged',
  cannotReview: 'Cannot review this trade',
  reviewCheckFailed: 'Failed to check review eligibility',
  reviewFailed: 'Failed to submit review',
  reviewed: 'Review submitted successfully!',
} as const;

/** Success texts per action. */
export const ACTION_SUCCESS: Record<string, string> = {
  accept: 'Trade accepted successfully',
  approve: 'Trade accepted successfully',
  reject: 'Trade rejected successfully',
  deny: 'Trade rejected successfully',
  cancel: 'Trade cancelled successfully',
  ack_received: TRADE_MESSAGES.ackReceived,
  ack_returned: TRADE_MESSAGES.ackReturned,
};

/** The word used in "Failed to {action} trade: {message}". */
export const ACTION_VERB: Record<string, string> = {
  accept: 'accept',
  approve: 'approve',
  reject: 'reject',
  deny: 'deny',
  cancel: 'cancel',
  modify: 'modify',
};

export { MAX_DASHBOARD_DAYS, MAX_REQUEST_DAYS } from '@/lib/tradeDates';

export const DURATION_OPTIONS = [1, 3, 7, 14, 30] as const;
export const DEFAULT_DURATION = 7;
