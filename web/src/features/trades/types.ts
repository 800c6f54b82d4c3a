import type { Answer, Reply, Schema } from '../../lib/apiTypes';

export type TradeAction = 'accept' | 'reject' | 'modify' | 'approve' | 'deny' | 'cancel' | 'ack_received' | 'ack_returned';

export interface TradeRequest {
  hat1_id: string;
  hat2_id: string;
  start_date: string;
  end_date: string;
  delivery_method: 'pickup' | 'shipping';
  message: string;
  shipping_cost: number;
  duration: number | 'custom';
}

/** What a modification may change (PUT /trades/{id}/modify without the revision). */
export type TradeModification = Omit<Schema<'TradeModify'>, 'revision'>;

export interface PickupEligibility {
  eligible: boolean;
  reason?: string;
  distances?: { initiator_to_33017?: number | null; owner_to_33017?: number | null };
  next_pickup_day?: string;
}

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

export interface ReviewEligibility {
  can_review: boolean;
  reviewed_user_id?: string;
  reason?: string;
}
