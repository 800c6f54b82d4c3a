import type { Schema } from './apiTypes';

/** A trade as the API answers it, for members and administrators alike. */
export type Trade = Schema<'Trade'>;
export type TradeItem = Schema<'CatalogItem'>;
export type TimelineEntry = Schema<'TradeTimelineEntry'>;

/** What the member and the admin trade views both carry next to the trade. */
export type TradeDetailParts = Pick<Schema<'TradeDetail'>, 'trade' | 'timeline' | 'messages_next_cursor'>;

export const PENDING_STATUSES: string[] = ['pending', 'modified'];
export const ACTIVE_STATUSES: string[] = ['accepted', 'active', 'disputed'];

/** The status as members see it: accepted reads "active". */
export function displayStatus(status: string): string {
  return status === 'accepted' ? 'active' : status;
}

/** A chat message as a timeline line, as the trade views show their newest messages. */
export function messageEntry(m: Schema<'TradeMessage'>): TimelineEntry {
  return {
    id: m._id ?? '',
    kind: 'message',
    icon: '✉',
    description: m.is_admin ? 'Message from an administrator' : 'Message',
    user_id: m.user_id,
    user_name: m.user_name ?? '',
    message: m.message ?? m.text,
    timestamp: m.created_at ?? '',
  };
}

const time = (e: TimelineEntry) => Date.parse(e.timestamp) || 0;

export function byTime(entries: TimelineEntry[]): TimelineEntry[] {
  return [...entries].sort((a, b) => time(a) - time(b));
}

/** The trade's timeline, oldest first; trades from before timelines show the messages their workflow kept. */
export function timelineOf(detail: Pick<TradeDetailParts, 'trade' | 'timeline'>): TimelineEntry[] {
  const timeline = detail.timeline ?? [];
  return byTime(timeline.length > 0 ? timeline : (detail.trade.messages ?? []).map(messageEntry));
}

/** The trade from one member's side. */
export function perspective(trade: Trade, me: string | undefined) {
  const initiator = Boolean(me) && trade.user1_id === me;
  return {
    initiator,
    myItem: initiator ? trade.offered_hat : trade.requested_hat,
    theirItem: initiator ? trade.requested_hat : trade.offered_hat,
    partner: initiator
      ? { id: trade.user2_id, name: trade.user2_name || 'Member', verified: Boolean(trade.user2_verified) }
      : { id: trade.user1_id, name: trade.user1_name || 'Member', verified: Boolean(trade.user1_verified) },
    received: initiator ? trade.user1_received_at : trade.user2_received_at,
    returned: initiator ? trade.user1_returned_at : trade.user2_returned_at,
    partnerReceived: initiator ? trade.user2_received_at : trade.user1_received_at,
    partnerReturned: initiator ? trade.user2_returned_at : trade.user1_returned_at,
    financials: (initiator ? trade.financial_breakdown_initiator : trade.financial_breakdown_receiver) ?? trade.financial_breakdown,
  };
}

/** Progress of an active trade through its acknowledgements, 0-100. */
export function tradeProgress(trade: Trade): number {
  if (trade.status === 'completed') return 100;
  if (!ACTIVE_STATUSES.includes(trade.status)) return 0;
  const acks = [trade.user1_received_at, trade.user2_received_at, trade.user1_returned_at, trade.user2_returned_at];
  return 20 + acks.filter(Boolean).length * 20;
}

/** "Waiting for response" lines for the member who made the latest offer. */
export function waitingText(trade: Trade, me: string | undefined): string | null {
  if (!me) return null;
  if (trade.status === 'modified' && trade.last_modified_by === me) return 'Modification sent, waiting for response';
  if (trade.status === 'pending' && (trade.hold_user_id || trade.user1_id) === me) return 'Waiting for response';
  return null;
}

export const DISPUTE_ACTIVE_MESSAGE = 'Trade actions are disabled while dispute is active';

export function hasActiveDispute(trade: Trade): boolean {
  return trade.status === 'disputed' || (Boolean(trade.dispute_id) && trade.status !== 'completed');
}
