/** Words for the status and kind codes that both the member and the administrator screens show. */

export const DISPUTE_REASON_LABELS: Record<string, string> = {
  item_not_as_described: 'Item not as described',
  item_damaged: 'Item damaged',
  item_not_received: 'Item not received',
  return_issue: 'Return issue',
  communication_problem: 'Communication problem',
  other: 'Other',
};

/** Ledger entry types as the administrator's tables name them. */
export const TRANSACTION_TYPE_LABELS: Record<string, string> = {
  deposit: 'Deposit',
  withdraw: 'Withdrawal',
  hold_reserve: 'Hold reserved',
  hold_refund: 'Hold released',
  hold_increase: 'Hold increased',
  hold_decrease: 'Hold decreased',
  fee_charge: 'Site fee',
  pickup_fee: 'Pickup fee',
  shipping_fee: 'Shipping fee',
  refund: 'Refund',
  adjustment: 'Adjustment',
  penalty: 'Penalty',
  award: 'Award',
};

/** The same for a member's own history, where holds, penalties and awards are spelled out. */
export const MEMBER_TRANSACTION_TYPE_LABELS: Record<string, string> = {
  ...TRANSACTION_TYPE_LABELS,
  hold_reserve: 'Security hold',
  penalty: 'Cancellation penalty',
  award: 'Dispute award',
};
