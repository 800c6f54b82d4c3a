/**
 * The words for money, the same on every screen (member and admin). The
 * figures are the specification's: total = fees + hold, and what is left =
 * balance - fees - hold. The names say which part is paid, which part is only
 * held (and when it comes back), and what stays available to spend.
 */
export const MONEY_WORDS = {
  siteFee: 'Site fee',
  pickupFee: 'Pickup fee',
  shippingFee: 'Shipping (round trip)',
  hold: 'Security hold (their bag)',
  holdHint: 'Not a charge: held until the trade completes, then it comes back',
  total: 'Total: fees + hold',
  totalHint: 'You pay the fees; the hold comes back',
  balanceNow: 'Your balance now',
  balanceAtAcceptance: 'Balance at acceptance',
  availableAfter: 'Available after fees and hold',
  availableAfterHint: 'Your balance goes down only by the fees',
  /** The member's balance figures. */
  balance: 'Balance',
  balanceHint: 'All your money here, holds included',
  available: 'Available',
  availableHint: 'What you can spend or withdraw now',
  held: 'Held as security',
  heldHint: 'Comes back as each trade completes',
  activeFees: 'Active fees',
  activeFeesHint: 'Paid on trades still under way',
} as const;

/** The delivery fee's name for a delivery method. */
export function deliveryFeeLabel(method: string | null | undefined): string {
  return method === 'shipping' ? MONEY_WORDS.shippingFee : MONEY_WORDS.pickupFee;
}
