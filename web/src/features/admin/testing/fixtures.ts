import type { Schema } from '@/lib/apiTypes';
import { accountUser, bag, disputeJson, tradeJson } from '@/testing/fixtures';
import type { AdminItem, AdminTrade, AdminUser, DeletedAccount, Dispute, ManualDeposit, MemberItem, Transaction, Withdrawal } from '@/features/admin/types';

/** Answers of the admin API, complete as the API document requires; tests override what they check. */

const AT = '2026-11-20T10:00:00Z';

export function memberItem(extra: Partial<MemberItem> = {}): MemberItem {
  const owner = 'o'.repeat(24);
  return bag(1, {
    _id: 'b'.repeat(24),
    name: 'Classic Flap Bag',
    description: 'A lovely bag',
    brand: 'Chanel',
    value: 100,
    image_url: '',
    thumbnail_url: '',
    images: [],
    thumbnails: [],
    user_id: owner,
    owner_id: owner,
    owner_closet_name: '',
    owner_zip: '',
    trade_fee: 5,
    created_at: AT,
    updated_at: AT,
    ...extra,
  });
}

export function adminItem(extra: Partial<AdminItem> = {}): AdminItem {
  return {
    ...memberItem(),
    image: '',
    owner: { id: 'o'.repeat(24), name: 'Owner', email: 'owner@pursetrade.test', closet_name: '', status: 'active' },
    status_reason: '',
    approved_at: null,
    removed_at: null,
    edited_at: null,
    ...extra,
  };
}

export function adminUser(extra: Partial<AdminUser> = {}): AdminUser {
  return {
    ...accountUser({ _id: extra._id ?? 'u'.repeat(24), email: 'member@pursetrade.test', name: 'Member', zip_code: '', closet_name: '', created_at: AT }),
    status_reason: '',
    balance: 0,
    available_balance: 0,
    held: 0,
    rating: 0,
    items_count: 0,
    trades_completed: 0,
    ...extra,
  };
}

/** A trade as the admin lists show it: no bags unless told. */
export function adminTrade(extra: Partial<AdminTrade> = {}): AdminTrade {
  return tradeJson({
    _id: 't'.repeat(24),
    user1_id: '1'.repeat(24),
    user2_id: '2'.repeat(24),
    user1_name: 'User 1',
    user2_name: 'User 2',
    hat1_id: 'h'.repeat(24),
    hat2_id: 'i'.repeat(24),
    offered_hat: null,
    requested_hat: null,
    created_at: AT,
    updated_at: AT,
    start_date: '2026-11-27',
    end_date: '2026-12-04',
    ...extra,
  });
}

export function dispute(extra: Partial<Dispute> = {}): Dispute {
  return disputeJson({
    _id: 'd'.repeat(24),
    trade_id: 't'.repeat(24),
    user_id: '1'.repeat(24),
    reported_by: 'User 1',
    description: '',
    created_at: AT,
    date: AT,
    updated_at: AT,
    ...extra,
  });
}

/** What a withdrawal and a manual deposit both carry, pending. */
const moneyRequest = { user_id: 'u'.repeat(24), amount: 5, status: 'pending', admin_note: '', created_at: AT, processed_at: null } as const;

export function withdrawal(extra: Partial<Withdrawal> = {}): Withdrawal {
  return { _id: 'w'.repeat(24), ...moneyRequest, method: 'zelle', note: '', ...extra };
}

export function manualDeposit(extra: Partial<ManualDeposit> = {}): ManualDeposit {
  return { _id: 'm'.repeat(24), ...moneyRequest, payment_method: 'zelle', reference_number: '', reference_note: '', ...extra };
}

export function transaction(extra: Partial<Transaction> = {}): Transaction {
  return {
    _id: 'x'.repeat(24),
    amount: 5,
    description: '',
    type: 'adjustment',
    transaction_type: 'adjustment',
    direction: 'credit',
    trade_id: null,
    created_at: AT,
    balance: 5,
    available_balance: 5,
    ...extra,
  };
}

export function deletedAccount(extra: Partial<DeletedAccount> = {}): DeletedAccount {
  return {
    _id: 'a'.repeat(24),
    original_user_id: 'u'.repeat(24),
    original_email: 'gone@pursetrade.test',
    name: 'Closed Member',
    deletion_date: AT,
    reason: 'closed_by_member',
    final_balance: 0,
    transaction_count: 0,
    refunded_amount: 0,
    refunded_at: null,
    remaining_refundable: extra.final_balance ?? 0,
    current_balance: extra.final_balance ?? 0,
    details: null,
    ...extra,
  };
}

export function adminTransaction(extra: Partial<Schema<'MoneyAdminTransaction'>> = {}): Schema<'MoneyAdminTransaction'> {
  return {
    ...transaction(),
    user_id: 'u'.repeat(24),
    user_name: 'Member',
    user_email: 'member@pursetrade.test',
    user_b_id: null,
    hold_id: null,
    created_by: null,
    deletable: true,
    ...extra,
  };
}

export function disputeMessage(extra: Partial<Schema<'DisputeMessage'>> = {}): Schema<'DisputeMessage'> {
  const at = extra.created_at ?? AT;
  const name = extra.user_name ?? 'Member';
  return { _id: 'n'.repeat(24), sender: '1'.repeat(24), sender_name: name, user_name: name, message: '', is_admin: false, created_at: at, timestamp: at, ...extra };
}
