import { idOf, isObject, num, str } from '../../lib/normalize';

/** A bag as a trade shows it. */
export interface TradeItem {
  _id: string;
  name: string;
  brand?: string;
  value?: number;
  image_url?: string;
  thumbnail_url?: string;
  owner_id?: string;
  [field: string]: unknown;
}

export interface TradeUser {
  _id: string;
  name: string;
  closet_name?: string;
}

export interface TimelineEntry {
  id: string;
  icon?: string;
  kind?: string;
  userId?: string;
  userName?: string;
  description: string;
  message?: string;
  timestamp?: string;
}

export interface Financials {
  site_fee?: number;
  delivery_fees?: number;
  other_item_value?: number;
  original_balance?: number;
  total_charge?: number;
  ending_balance?: number;
}

export interface Label {
  leg: string;
  label_url?: string;
  tracking_number?: string;
  carrier?: string;
  tracking_url?: string;
}

export interface Trade {
  /** The trade's revision when it was read; actions send it so a stale screen is refused. */
  revision?: number;
  id: string;
  status: string;
  hat1: TradeItem | null;
  hat2: TradeItem | null;
  user1: TradeUser;
  user2: TradeUser;
  holdUserId?: string;
  lastModifiedBy?: string;
  modMessage?: string;
  message?: string;
  startDate?: string;
  endDate?: string;
  createdAt?: string;
  updatedAt?: string;
  acceptedAt?: string;
  completedAt?: string;
  expiresAt?: string;
  pickupDate?: string;
  deliveryMethod?: string;
  shippingCost?: number;
  acks: {
    user1ReceivedAt?: string;
    user2ReceivedAt?: string;
    user1ReturnedAt?: string;
    user2ReturnedAt?: string;
  };
  adminOverride: boolean;
  timeline: TimelineEntry[];
  /** Pages GET /trades/{id}/messages past the newest messages the timeline carries; absent when there are none. */
  messagesNextCursor?: string;
  /** What the current member may do now, when the server said (trade view); never derived here. */
  actions?: string[];
  disputeId?: string;
  financials: { initiator?: Financials; receiver?: Financials; shared?: Financials };
  labels: Label[];
  labelError?: string;
  raw: Record<string, unknown>;
}

function rec(value: unknown): Record<string, unknown> {
  return isObject(value) ? value : {};
}

function toItem(value: unknown, fallbackId?: string): TradeItem | null {
  if (isObject(value)) {
    return { ...(value as Record<string, unknown>), _id: idOf(value) || fallbackId || '', name: str(value.name) ?? 'Bag', value: num(value.value) } as TradeItem;
  }
  if (typeof value === 'string' && value) return { _id: fallbackId ?? '', name: value };
  return fallbackId ? { _id: fallbackId, name: 'Bag' } : null;
}

function toUser(value: unknown, fallbackId: string | undefined, fallbackName?: string): TradeUser {
  if (isObject(value)) {
    return {
      _id: idOf(value) || fallbackId || '',
      name: str(value.name) ?? str(value.closet_name) ?? str(value.username) ?? fallbackName ?? 'Member',
      closet_name: str(value.closet_name),
    };
  }
  if (typeof value === 'string' && value) return { _id: fallbackId ?? '', name: value };
  return { _id: fallbackId ?? '', name: fallbackName ?? 'Member' };
}

function toFinancials(value: unknown): Financials | undefined {
  if (!isObject(value)) return undefined;
  const pick = (...keys: string[]) => {
    for (const k of keys) {
      const n = num(value[k]);
      if (n !== undefined) return n;
    }
    return undefined;
  };
  return {
    site_fee: pick('site_fee', 'platform_fee'),
    delivery_fees: pick('delivery_fees', 'delivery_fee', 'shipping_fee', 'pickup_fee'),
    other_item_value: pick('other_item_value', 'hold_amount'),
    original_balance: pick('original_balance', 'balance_at_acceptance'),
    total_charge: pick('total_charge', 'total_due', 'total_fee_due_on_accept'),
    ending_balance: pick('ending_balance'),
  };
}

function toTimeline(value: unknown): TimelineEntry[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isObject)
    .map((e, i) => ({
      id: str(e.id) ?? String(e.seq ?? i),
      icon: str(e.icon),
      kind: str(e.kind),
      userId: str(e.user_id),
      userName: str(e.user_name),
      description: str(e.description) ?? str(e.kind) ?? '',
      message: str(e.message) ?? str(e.text),
      timestamp: str(e.timestamp) ?? str(e.created_at) ?? str(e.at),
    }))
    .sort((a, b) => Date.parse(a.timestamp ?? '') - Date.parse(b.timestamp ?? ''));
}

/** Trade messages ({_id, user_id, user_name, text or message, created_at}) as timeline entries. */
export function messagesAsTimeline(value: unknown): TimelineEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isObject).map((m, i) => ({
    id: str(m._id) ?? `message-${i}`,
    kind: 'message',
    userId: str(m.user_id),
    userName: str(m.user_name),
    description: 'Message',
    message: str(m.text) ?? str(m.message),
    timestamp: str(m.created_at) ?? str(m.timestamp) ?? str(m.sent_at),
  }));
}

/**
 * Reads a trade from a list entry or the trade view ({trade, hat1, hat2,
 * user1, user2, timeline, actions}), whichever field names the server used.
 */
export function toTrade(data: unknown): Trade {
  const wrapper = rec(data);
  const t = isObject(wrapper.trade) ? wrapper.trade : wrapper;
  const terms = rec(t.terms);
  const acks = { ...rec(t.acks), ...t } as Record<string, unknown>;
  const user1Id = str(t.user1_id) ?? str(t.from_user_id) ?? idOf(t.from_user);
  const user2Id = str(t.user2_id) ?? str(t.to_user_id) ?? idOf(t.to_user);
  const hat1Id = str(t.hat1_id) ?? str(terms.hat1_id) ?? idOf(t.offered_hat);
  const hat2Id = str(t.hat2_id) ?? str(terms.hat2_id) ?? idOf(t.requested_hat);

  const overrides = t.admin_override ?? rec(t.acks).admin_override;
  const timeline = toTimeline(wrapper.timeline ?? t.timeline);
  const labels = (Array.isArray(t.labels) ? t.labels : []).filter(isObject).map((l) => ({
    leg: str(l.leg) ?? '',
    label_url: str(l.label_url),
    tracking_number: str(l.tracking_number),
    carrier: str(l.carrier),
    tracking_url: str(l.tracking_url),
  }));
  const actions = Array.isArray(wrapper.actions) ? wrapper.actions : Array.isArray(t.actions) ? t.actions : undefined;
  const snapshot = rec(t.financial_snapshot);

  return {
    id: idOf(t) || str(t.trade_id) || '',
    status: (str(t.status) ?? 'pending').toLowerCase(),
    revision: typeof t.revision === 'number' ? t.revision : undefined,
    hat1: toItem(wrapper.hat1 ?? t.hat1 ?? t.offered_hat, hat1Id),
    hat2: toItem(wrapper.hat2 ?? t.hat2 ?? t.requested_hat, hat2Id),
    user1: toUser(wrapper.user1 ?? t.user1 ?? t.from_user, user1Id, str(t.user1_name)),
    user2: toUser(wrapper.user2 ?? t.user2 ?? t.to_user, user2Id, str(t.user2_name)),
    holdUserId: str(t.hold_user_id),
    lastModifiedBy: str(t.last_modified_by),
    modMessage: str(t.mod_message),
    message: str(t.message) ?? str(t.notes),
    startDate: str(t.start_date) ?? str(terms.start_date),
    endDate: str(t.end_date) ?? str(terms.end_date),
    createdAt: str(t.created_at),
    updatedAt: str(t.updated_at),
    acceptedAt: str(t.accepted_at),
    completedAt: str(t.completed_at),
    expiresAt: str(t.expires_at),
    pickupDate: str(t.pickup_date) ?? str(terms.pickup_date),
    deliveryMethod: str(t.delivery_method),
    shippingCost: num(t.shipping_cost),
    acks: {
      user1ReceivedAt: str(acks.user1_received_at),
      user2ReceivedAt: str(acks.user2_received_at),
      user1ReturnedAt: str(acks.user1_returned_at),
      user2ReturnedAt: str(acks.user2_returned_at),
    },
    adminOverride: Array.isArray(overrides) ? overrides.length > 0 : Boolean(overrides),
    timeline: timeline.length > 0 ? timeline : messagesAsTimeline(t.messages),
    messagesNextCursor: str(wrapper.messages_next_cursor),
    actions: actions?.filter((a): a is string => typeof a === 'string'),
    disputeId: str(t.dispute_id) ?? str(rec(t.dispute)._id),
    financials: {
      initiator: toFinancials(t.financial_breakdown_initiator) ?? toFinancials(snapshot.initiator),
      receiver: toFinancials(t.financial_breakdown_receiver) ?? toFinancials(snapshot.receiver),
      shared: toFinancials(t.financial_breakdown) ?? toFinancials(t.financials),
    },
    labels,
    labelError: str(t.label_error),
    raw: t,
  };
}

/** The status as members see it: accepted reads "active". */
export function displayStatus(status: string): string {
  return status === 'accepted' ? 'active' : status;
}

export const PENDING_STATUSES = ['pending', 'modified'];
export const ACTIVE_STATUSES = ['accepted', 'active', 'disputed'];

/** The trade from one member's side. */
export function perspective(trade: Trade, me: string | undefined) {
  const initiator = Boolean(me) && trade.user1._id === me;
  const myItem = initiator ? trade.hat1 : trade.hat2;
  const theirItem = initiator ? trade.hat2 : trade.hat1;
  const partner = initiator ? trade.user2 : trade.user1;
  const received = initiator ? trade.acks.user1ReceivedAt : trade.acks.user2ReceivedAt;
  const returned = initiator ? trade.acks.user1ReturnedAt : trade.acks.user2ReturnedAt;
  const partnerReceived = initiator ? trade.acks.user2ReceivedAt : trade.acks.user1ReceivedAt;
  const partnerReturned = initiator ? trade.acks.user2ReturnedAt : trade.acks.user1ReturnedAt;
  const financials = (initiator ? trade.financials.initiator : trade.financials.receiver) ?? trade.financials.shared;
  return { initiator, myItem, theirItem, partner, received, returned, partnerReceived, partnerReturned, financials };
}

/** Progress of an active trade through its acknowledgements, 0-100. */
export function tradeProgress(trade: Trade): number {
  if (trade.status === 'completed') return 100;
  if (!ACTIVE_STATUSES.includes(trade.status)) return 0;
  const acks = [trade.acks.user1ReceivedAt, trade.acks.user2ReceivedAt, trade.acks.user1ReturnedAt, trade.acks.user2ReturnedAt];
  return 20 + acks.filter(Boolean).length * 20;
}

/** "Waiting for response" lines for the member who made the latest offer. */
export function waitingText(trade: Trade, me: string | undefined): string | null {
  if (!me) return null;
  if (trade.status === 'modified' && trade.lastModifiedBy === me) return 'Modification sent, waiting for response';
  if (trade.status === 'pending' && (trade.holdUserId ?? trade.user1._id) === me) return 'Waiting for response';
  return null;
}

export const DISPUTE_ACTIVE_MESSAGE = 'Trade actions are disabled while dispute is active';

export function hasActiveDispute(trade: Trade): boolean {
  return trade.status === 'disputed' || (Boolean(trade.disputeId) && trade.status !== 'completed');
}

/** What happens next in an active trade, from this member's side (display only; buttons come from actions). */
export function nextStepText(trade: Trade, me: string | undefined): string | null {
  if (trade.status !== 'accepted') return null;
  const v = perspective(trade, me);
  if (!v.received) return trade.deliveryMethod === 'shipping' ? 'Confirm when their bag arrives.' : 'Confirm when you have picked up their bag.';
  if (!v.partnerReceived) return `Waiting for ${v.partner.name} to confirm receipt.`;
  if (!v.returned) return 'Confirm when your own bag comes home.';
  if (!v.partnerReturned) return `Waiting for ${v.partner.name} to confirm the return.`;
  return 'Both bags are home: the trade completes shortly.';
}
