import type { Answer, Reply, RequestBody, Schema } from '@/lib/apiTypes';

export type TradeAction = 'accept' | 'reject' | 'modify' | 'approve' | 'deny' | 'cancel' | 'ack_received' | 'ack_returned';

/** A trade request (POST /trades). */
export type TradeRequest = RequestBody<'/trades', 'post'>;

/** What a modification may change (PUT /trades/{id}/modify without the revision). */
export type TradeModification = Omit<Schema<'TradeModify'>, 'revision'>;

/** Whether a pickup trade for a bag is possible (POST /trades/pickup-eligible). */
export type PickupEligibility = Reply<'/trades/pickup-eligible', 'post'>;

/** The rates of one direction and the round trip (POST /shipping/calculate-rates). */
export type ShippingQuote = Reply<'/shipping/calculate-rates', 'post'>;

/** The four parcels of a trade from the caller's side (GET /trades/{id}/tracking). */
export type Tracking = Answer<'TradeTrackingAnswer'>['tracking'];
export type TrackingLeg = Schema<'TradeTrackingLeg'>;

export type Dispute = Schema<'Dispute'>;

/** A message of a dispute's thread as the thread shows it. */
export interface DisputeMessage {
  id: string;
  sender?: string;
  senderName: string;
  fromAdmin: boolean;
  mine: boolean;
  message: string;
  createdAt?: string;
}

/** A review as GET /reviews/my-reviews and /reviews/received answer it. */
export type ReviewRecord = Schema<'Review'>;

/** Whether the caller may review a trade now (GET /trades/{id}/can-review). */
export type ReviewEligibility = Reply<'/trades/{id}/can-review', 'get'>;
