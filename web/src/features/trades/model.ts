import type { DeepPartial, Schema } from '@/lib/apiTypes';
import { str } from '@/lib/normalize';

/** A bag as a trade shows it. */
export type TradeItem = Partial<Schema<'CatalogItem'>> & { _id: string; name: string };

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

/** One member's money in a trade, as the API sends it. */
export type Financials = Schema<'TradeBreakdown'>;

export type Label = Pick<Schema<'TradeLabel'>, 'leg'> & Partial<Omit<Schema<'TradeLabel'>, 'leg'>>;

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
  /** Pickup trades: the day the bags go back at the hub. */
  returnPickupDate?: string;
  /** Days after the end date that stay booked once accepted (the server's rule for modifications too). */
  turnaroundDays: number;
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
}

/** A trade as lists answer it, or the trade view; fields may be missing (tests, older trades). */
export type TradeJson = DeepPartial<Schema<'Trade'>>;
export type TradeDetailJson = DeepPartial<Schema<'TradeDetail'>>;

function toItem(item: DeepPartial<Schema<'CatalogItem'>> | null | undefined, id: string | undefined): TradeItem | null {
  if (item) return { ...item, _id: item._id || id || '', name: str(item.name) ?? 'Bag' } as TradeItem;
  return id ? { _id: id, name: 'Bag' } : null;
}

/** A member from the trade view's user object, or from the id and name a list entry carries. */
function toUser(user: DeepPartial<Schema<'TradeUser'>> | null | undefined, id: string | undefined, name: string | undefined): TradeUser {
  if (user) {
    return { _id: user._id || id || '', name: str(user.name) ?? str(user.closet_name) ?? name ?? 'Member', closet_name: str(user.closet_name) };
  }
  return { _id: id ?? '', name: name ?? 'Member' };
}

function toFinancials(b: DeepPartial<Financials> | null | undefined): Financials | undefined {
  return b ? (b as Financials) : undefined;
}

function toTimeline(entries: DeepPartial<Schema<'TradeTimelineEntry'>>[] | null | undefined): TimelineEntry[] {
  return (entries ?? [])
    .map((e, i) => ({
      id: e.id ?? String(i),
      icon: str(e.icon),
      kind: str(e.kind),
      userId: str(e.user_id),
      userName: str(e.user_name),
      description: e.description ?? e.kind ?? '',
      message: str(e.message),
      timestamp: str(e.timestamp),
    }))
    .sort((a, b) => Date.parse(a.timestamp ?? '') - Date.parse(b.timestamp ?? ''));
}

/** Trade messages (GET /trades/{id}/messages, or kept in older trades) as timeline entries. */
export function messagesAsTimeline(messages: DeepPartial<Schema<'TradeMessage'>>[] | null | undefined): TimelineEntry[] {
  return (messages ?? []).map((m, i) => ({
    id: m._id || `message-${i}`,
    kind: 'message',
    userId: str(m.user_id),
    userName: str(m.user_name),
    description: 'Message',
    message: str(m.text),
    timestamp: str(m.created_at),
  }));
}

function isDetail(data: TradeJson | TradeDetailJson): data is TradeDetailJson {
  return 'trade' in data && typeof data.trade === 'object' && data.trade !== null;
}

/** Reads a trade from a list entry (Schema<'Trade'>) or the trade view (Schema<'TradeDetail'>). */
export function toTrade(data: TradeJson | TradeDetailJson): Trade {
  const detail = isDetail(data) ? data : undefined;
  const t: TradeJson = detail ? (detail.trade ?? {}) : (data as TradeJson);
  const timeline = toTimeline(detail?.timeline);
  return {
    id: t._id ?? '',
    status: t.status ?? 'pending',
    revision: t.revision,
    hat1: toItem(detail ? detail.hat1 : t.offered_hat, t.hat1_id),
    hat2: toItem(detail ? detail.hat2 : t.requested_hat, t.hat2_id),
    user1: toUser(detail?.user1, t.user1_id, str(t.from_user)),
    user2: toUser(detail?.user2, t.user2_id, str(t.to_user)),
    holdUserId: str(t.hold_user_id),
    lastModifiedBy: str(t.last_modified_by),
    modMessage: str(t.mod_message),
    message: str(t.notes),
    startDate: str(t.start_date),
    endDate: str(t.end_date),
    createdAt: str(t.created_at),
    updatedAt: str(t.updated_at),
    acceptedAt: str(t.accepted_at),
    completedAt: str(t.completed_at),
    expiresAt: str(t.expires_at),
    pickupDate: str(t.pickup_date),
    returnPickupDate: str(t.return_pickup_date),
    turnaroundDays: t.turnaround_days ?? 0,
    deliveryMethod: str(t.delivery_method),
    shippingCost: t.shipping_cost,
    acks: {
      user1ReceivedAt: str(t.user1_received_at),
      user2ReceivedAt: str(t.user2_received_at),
      user1ReturnedAt: str(t.user1_returned_at),
      user2ReturnedAt: str(t.user2_returned_at),
    },
    adminOverride: (t.admin_override?.length ?? 0) > 0,
    timeline: timeline.length > 0 ? timeline : messagesAsTimeline(t.messages),
    messagesNextCursor: str(detail?.messages_next_cursor),
    actions: (detail?.actions ?? t.actions ?? undefined) as string[] | undefined,
    disputeId: str(t.dispute_id),
    financials: {
      initiator: toFinancials(t.financial_breakdown_initiator),
      receiver: toFinancials(t.financial_breakdown_receiver),
      shared: toFinancials(t.financial_breakdown),
    },
    labels: (t.labels ?? []).map((l) => ({
      leg: l.leg ?? '',
      label_url: str(l.label_url),
      tracking_number: str(l.tracking_number),
      carrier: str(l.carrier),
      tracking_url: str(l.tracking_url),
    })) as Label[],
    labelError: str(t.label_error),
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
