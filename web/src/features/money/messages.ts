export const MONEY_MESSAGES = {
  paymentSuccess: 'Payment successful! Your balance has been updated.',
  paymentFailed: 'Payment verification failed. Please contact support if you were charged.',
  creditCard: 'Credit cards are not accepted. Please use a debit card.',
  paymentCancelled: 'Payment was cancelled.',
  cardAmount: 'Please enter a valid amount of at least $5',
  sessionFailed: 'Failed to create payment session',
  validAmount: 'Please enter a valid amount',
  paymentDetails: 'Please enter your payment details',
  withdrawFailed: 'Failed to submit withdrawal request',
  depositFailed: 'Error submitting deposit request. Please try again.',
} as const;

/** Minimum card deposit, dollars. */
export const MIN_CARD_DEPOSIT = 5;

/** Where the add-funds outcome is remembered across the redirect. */
export const ADD_FUNDS_FLAG_KEY = 'add_funds_status';
