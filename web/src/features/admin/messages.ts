/**
 * Every fixed text of the administrator side: fallbacks shown when the
 * server sends no message of its own, success messages and missing-data
 * texts.
 */
export const ADMIN_MESSAGES = {
  // Missing data
  userDetailsUnavailable: 'User details not available',
  itemDetailsUnavailable: 'Item details not available',
  retryLoading: 'Retry Loading',
  tradeDetailsUnavailable: 'Trade details not available',
  unknownUser: 'Unknown User',
  completedFinancialsUnavailable: 'Error: Unable to load financial data for this completed trade',
  noFinancials: 'No financial figures for this member yet',
  noTradeSelected: 'No trade selected!',
  noUser1: 'No User 1 data available',
  noUser2: 'No User 2 data available',

  // Load fallbacks
  loadDeletedAccounts: 'Failed to load deleted accounts',
  loadAccountDetails: 'Failed to load account details',
  loadWithdrawals: 'Failed to load withdrawals',
  loadPickupTrades: 'Failed to load pickup trades',
  loadTrades: 'Failed to load trades',
  loadAdminData: 'Failed to load admin data',
  loadDisputeMessages: 'Failed to load dispute messages',
  loadMessagesFailed: 'Failed to load messages',
  loadUserProfile: 'Failed to load user profile',
  loadUserItems: 'Failed to load user items',
  loadMoreTransactions: 'Failed to load more transactions',
  loadUserTradeDetails: 'Failed to load user trade details',
  disputeNotFound: 'Dispute not found',

  // Action fallbacks
  processRefund: 'Failed to process refund',
  processDeposit: 'Error processing deposit. Please try again.',
  rejectDeposit: 'Error rejecting deposit. Please try again.',
  openMessaging: 'Failed to open messaging. Please try again.',
  sendMessage: 'Failed to send message',
  overrideReceived: 'Failed to override received status',
  overrideReturned: 'Failed to override returned status',
  issueRefund: 'Failed to issue refund',
  creditFunds: 'Failed to credit funds',
  debitFunds: 'Failed to debit funds',
  decideApproval: 'Failed to update the request',
  twoFactorRequired: 'Turn on two-factor authentication to use the admin panel.',
  exportCsv: 'Failed to export CSV',
  deleteTrade: 'Failed to delete trade',
  deleteTransaction: 'Failed to delete transaction',
  updateFeatured: 'Failed to update featured status',
  updatePosition: 'Failed to update item position',
  cleanupDisputes: 'Failed to cleanup duplicate disputes',
  updateTradeFee: 'Failed to update trade fee',
  updatePickupFee: 'Failed to update pickup fee',
  featureItem: 'Failed to feature item',
  forceComplete: 'Failed to force complete trade',

  // Validation
  messageEmpty: 'Message cannot be empty',
  userNotFound: 'User not found. Enter a valid 24-char ID or exact email.',
  profileImageTooLarge: 'Profile image must be less than 5MB',

  // Success
  tradeForceCompleted: 'Trade force completed successfully!',
  adminOverrideApplied: 'Admin Override Applied',
  confirmed: 'Confirmed',
} as const;

/** "Item featured in position {n}". */
export const itemFeaturedIn = (position: number) => `Item featured in position ${position}`;

/** "Message sent to {name} successfully". */
export const messageSentTo = (name: string) => `Message sent to ${name} successfully`;
