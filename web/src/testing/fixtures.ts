import type { Answer, Reply, Schema } from '@/lib/apiTypes';
import type { Trade } from '@/lib/trades';
import type { Item } from '@/features/items/types';

export function bag(n: number, extra: Partial<Item> = {}): Item {
  const image = `/uploads/items/${n}.jpg`;
  return {
    _id: `65a1b2c3d4e5f6a7b8c9d0${String(n).padStart(2, '0')}`,
    name: `Bag ${n}`,
    description: `A lovely bag number ${n}`,
    brand: 'Gucci',
    size: 'Medium/Shoulder',
    condition: 'Like New',
    value: 100 * n,
    image_url: image,
    thumbnail_url: image,
    additional_images: [],
    images: [image],
    thumbnails: [image],
    user_id: 'owner1',
    owner_id: 'owner1',
    owner_closet_name: 'Bea’s Closet',
    owner_zip: '33101',
    featured: false,
    featured_rank: null,
    material: '',
    color: '',
    status: 'active',
    in_trade: false,
    trade_fee: 0,
    created_at: '2030-03-01T12:00:00Z',
    updated_at: '2030-03-01T12:00:00Z',
    ...extra,
  };
}

/** One member's money in a trade (the figures tests check are overridden). */
export function breakdown(extra: Partial<Schema<'TradeBreakdown'>> = {}): Schema<'TradeBreakdown'> {
  return { site_fee: 5, delivery_fees: 0, other_item_value: 0, total_charge: 5, computed: false, basis: 'accepted', ...extra };
}

/** A trade as the API lists it: Ana (the signed-in member) asked Bea for her tote, offering her saddle. */
export function tradeJson(extra: Partial<Trade> = {}): Trade {
  const user1 = extra.user1_id ?? 'me0000000000000000000001';
  const user2 = extra.user2_id ?? 'owner1';
  const name1 = extra.user1_name ?? 'Ana Lopez';
  const name2 = extra.user2_name ?? 'Bea Smith';
  return {
    _id: 'trade00000000000000000001',
    status: 'pending',
    display_status: '',
    user1_id: user1,
    user2_id: user2,
    from_user_id: user1,
    to_user_id: user2,
    user1_name: name1,
    user2_name: name2,
    from_user: name1,
    to_user: name2,
    hold_user_id: user1,
    notes: '',
    hat1_id: 'h1',
    hat2_id: 'h2',
    offered_hat: bag(1, { _id: 'h1', name: 'My Saddle', value: 300, image_url: '/a.jpg', thumbnail_url: '', user_id: user1, owner_id: user1 }),
    requested_hat: bag(2, { _id: 'h2', name: 'Her Tote', value: 450, image_url: '/b.jpg', thumbnail_url: '', user_id: user2, owner_id: user2 }),
    hat1_image: '',
    hat2_image: '',
    start_date: '2030-03-10',
    end_date: '2030-03-17',
    duration: 7,
    delivery_method: 'pickup',
    shipping_cost: 0,
    created_at: '2030-03-01T12:00:00Z',
    updated_at: '2030-03-01T12:00:00Z',
    accepted_at: null,
    completed_at: null,
    cancelled_at: null,
    expires_at: null,
    user1_received_at: null,
    user2_received_at: null,
    user1_returned_at: null,
    user2_returned_at: null,
    admin_override: [],
    messages: null,
    financial_snapshot: null,
    financial_breakdown: null,
    financial_breakdown_initiator: null,
    financial_breakdown_receiver: null,
    financials: null,
    labels: [],
    actions: [],
    transition_seq: 1,
    revision: 1,
    ...extra,
  };
}

/** A member of a trade as the trade views show them. */
export function tradeUser(extra: Partial<Schema<'TradeUser'>> = {}): Schema<'TradeUser'> {
  return { _id: 'owner1', name: 'Bea Smith', closet_name: '', zip_code: '', profile_image_url: '', average_rating: 0, rating_count: 0, ...extra };
}

/** A line of a trade's timeline. */
export function timelineEntry(extra: Partial<Schema<'TradeTimelineEntry'>> = {}): Schema<'TradeTimelineEntry'> {
  return { id: 'e1', kind: 'created', icon: '', description: 'Trade requested', user_name: '', timestamp: '2030-03-01T12:00:00Z', ...extra };
}

/** GET /trades/{id} for a trade: both bags and members, an empty timeline unless told. */
export function tradeDetail(trade: Trade, extra: Partial<Schema<'TradeDetail'>> = {}): Schema<'TradeDetail'> {
  return {
    trade,
    hat1: trade.offered_hat,
    hat2: trade.requested_hat,
    user1: tradeUser({ _id: trade.user1_id, name: trade.user1_name }),
    user2: tradeUser({ _id: trade.user2_id, name: trade.user2_name }),
    timeline: [],
    messages_next_cursor: null,
    actions: trade.actions,
    ...extra,
  };
}

/** A message of the member's Messages tab as GET /hats/admin-messages lists it. */
export function memberMessage(n: number, extra: Partial<Schema<'AccountsMemberMessage'>> = {}): Schema<'AccountsMemberMessage'> {
  const at = `2030-03-${String(n).padStart(2, '0')}T00:00:00Z`;
  return {
    _id: `m${n}`,
    kind: 'admin',
    subject: `Message ${n}`,
    content: `Text of message ${n}`,
    trade_id: null,
    read: false,
    read_at: null,
    timestamp: at,
    created_at: at,
    ...extra,
  };
}

/** GET /hats/admin-messages answering `messages` (newest first). */
export function memberMessagePage(messages: Schema<'AccountsMemberMessage'>[]): Reply<'/hats/admin-messages', 'get'> {
  return { messages, unread_count: messages.filter((m) => !m.read).length, page: 1, per_page: 50, total: messages.length };
}

/** A review of trade n as the review lists answer it. */
export function review(n: number, extra: Partial<Schema<'Review'>> = {}): Schema<'Review'> {
  return {
    _id: `r${n}`,
    trade_id: `trade${n}`,
    rating: 5,
    comment: `Review ${n}`,
    created_at: `2030-01-${String(n).padStart(2, '0')}T00:00:00Z`,
    reviewer: { _id: `reviewer${n}`, name: `Member ${n}` },
    reviewed_user: { _id: 'owner1', name: 'Bea Smith' },
    ...extra,
  };
}

/** A review list answer (GET /reviews/...): `reviews` newest first. */
export function reviewList(reviews: Schema<'Review'>[]): Answer<'ReviewList'> {
  return { reviews, page: 1, per_page: 50, total: reviews.length };
}

/** A dispute as GET /disputes/my-disputes lists it. */
export function disputeJson(extra: Partial<Schema<'Dispute'>> = {}): Schema<'Dispute'> {
  return {
    _id: 'd0000000000000000000001',
    trade_id: 't00000000000000000abcdef',
    user_id: 'me0000000000000000000001',
    reported_by: 'Ana Lopez',
    reason: 'item_damaged',
    issue: '',
    description: 'Torn strap',
    evidence: [],
    status: 'open',
    resolution: '',
    admin_response: '',
    award: null,
    resolved_by: null,
    resolved_at: null,
    created_at: '2030-03-01T10:00:00Z',
    date: '2030-03-01T10:00:00Z',
    updated_at: '2030-03-01T10:00:00Z',
    trade: null,
    condition_photos: [],
    ...extra,
  };
}

/** GET /disputes/my-disputes answering `disputes`. */
export function disputeList(disputes: Schema<'Dispute'>[]): Answer<'DisputeList'> {
  const open = disputes.filter((d) => d.status === 'open' || d.status === 'new').length;
  return { disputes, open_count: open, page: 1, per_page: 50, total: disputes.length };
}

/** A message of a dispute's thread; `sender` is "admin" or a member's id. */
export function disputeMessageJson(n: number, extra: Partial<Schema<'DisputeMessage'>> = {}): Schema<'DisputeMessage'> {
  const at = `2030-03-01T${String(10 + n).padStart(2, '0')}:00:00Z`;
  return {
    _id: `dm${n}`,
    sender: 'admin',
    sender_name: 'Admin',
    user_name: 'Admin',
    message: `Message ${n}`,
    is_admin: true,
    created_at: at,
    timestamp: at,
    ...extra,
  };
}

/** A member as login and GET /user/profile answer them (Ana, unless told otherwise). */
export function accountUser(extra: Partial<Schema<'AccountsUser'>> = {}): Schema<'AccountsUser'> {
  const id = extra._id ?? 'me0000000000000000000001';
  return {
    _id: id,
    id,
    email: 'ana@example.test',
    name: 'Ana Lopez',
    phone: '',
    address: '',
    city: '',
    state: '',
    zip_code: '33012',
    closet_name: "Ana's Closet",
    bio: '',
    profile_image: '',
    profile_image_url: '',
    is_admin: false,
    isAdmin: extra.is_admin ?? false,
    status: 'active',
    is_disabled: false,
    is_restricted: false,
    average_rating: 0,
    rating_count: 0,
    email_notifications: true,
    trade_updates: true,
    marketing_emails: false,
    two_factor_enabled: false,
    email_verified: true,
    created_at: '2029-03-01T00:00:00Z',
    last_login: null,
    ...extra,
  };
}
