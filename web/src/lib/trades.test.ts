import { describe, expect, it } from 'vitest';
import { breakdown, timelineEntry, tradeJson } from '@/testing/fixtures';
import { backText, handoverReached, handoverText, nextStepText } from './tradeDays';
import { displayStatus, perspective, timelineOf, tradeProgress, waitingText } from './trades';

const ME = 'me0000000000000000000001';

describe('trades', () => {
  it('reads a trade from either member’s side', () => {
    const t = tradeJson({ status: 'accepted', user1_verified: true, financial_breakdown_initiator: breakdown({ site_fee: 5, delivery_fees: 5, other_item_value: 450, total_charge: 10 }) });
    expect(displayStatus(t.status)).toBe('active');
    const mine = perspective(t, ME);
    expect(mine.initiator).toBe(true);
    expect(mine.myItem?.name).toBe('My Saddle');
    expect(mine.theirItem?.name).toBe('Her Tote');
    expect(mine.partner).toEqual({ id: 'owner1', name: 'Bea Smith', verified: false });
    expect(mine.financials).toMatchObject({ site_fee: 5, other_item_value: 450 });
    const theirs = perspective(t, 'owner1');
    expect(theirs.myItem?.name).toBe('Her Tote');
    expect(theirs.partner).toMatchObject({ name: 'Ana Lopez', verified: true });
    expect(theirs.financials).toBeNull();
  });

  it('lists the timeline oldest first, and the messages older trades kept when there is none', () => {
    const trade = tradeJson();
    const timeline = [
      timelineEntry({ id: '2', description: 'Trade accepted', timestamp: '2030-03-02T00:00:00Z' }),
      timelineEntry({ id: '1', description: 'Trade requested', timestamp: '2030-03-01T00:00:00Z' }),
    ];
    expect(timelineOf({ trade, timeline }).map((e) => e.description)).toEqual(['Trade requested', 'Trade accepted']);
    const older = tradeJson({ messages: [{ _id: 'm1', user_id: 'owner1', user_name: 'Bea', text: 'Hello', created_at: '2030-03-01T00:00:00Z' }] });
    expect(timelineOf({ trade: older, timeline: null })[0]).toMatchObject({ id: 'm1', kind: 'message', message: 'Hello', user_name: 'Bea' });
  });

  it('tracks progress and the next step through the acknowledgements', () => {
    const base = tradeJson({ status: 'accepted', pickup_date: '2030-03-10', return_pickup_date: '2030-03-17' });
    expect(tradeProgress(base)).toBe(20);
    // Before the handover day the card says when and where; from that day it asks.
    expect(nextStepText(base, ME, new Date('2030-03-09T15:00:00Z'))).toBe('Handover Sun, Mar 10 at the PurseTrade pickup point, ZIP 33017.');
    expect(nextStepText(base, ME, new Date('2030-03-10T15:00:00Z'))).toBe('Have you got the bag? Confirm Received once it is in your hands.');
    const received = { ...base, user1_received_at: '2030-03-05T00:00:00Z' };
    expect(tradeProgress(received)).toBe(40);
    expect(nextStepText(received, ME)).toBe('Waiting for Bea Smith to confirm receipt.');
    const both = { ...base, user1_received_at: '2030-03-05T00:00:00Z', user2_received_at: '2030-03-05T00:00:00Z' };
    expect(nextStepText(both, ME)).toBe('Confirm when your own bag comes home.');
    expect(tradeProgress({ ...base, status: 'completed' })).toBe(100);
  });

  it('puts the handover days (and for pickup, where) first', () => {
    const pickup = tradeJson({ start_date: '2030-03-08', end_date: '2030-03-15', pickup_date: '2030-03-10', return_pickup_date: '2030-03-17' });
    expect(handoverText(pickup)).toBe('Handover Sun, Mar 10 at the PurseTrade pickup point, ZIP 33017');
    expect(backText(pickup)).toBe('Return Sun, Mar 17, same place');
    const shipped = tradeJson({ delivery_method: 'shipping', start_date: '2030-03-08', end_date: '2030-03-15' });
    expect(handoverText(shipped)).toBe('Arrives by Fri, Mar 8 (shipping)');
    expect(backText(shipped)).toBe('Ships back after Fri, Mar 15');
    // New York's day decides: 03:00 UTC on the 10th is still the 9th there.
    expect(handoverReached(pickup, new Date('2030-03-10T03:00:00Z'))).toBe(false);
    expect(handoverReached(pickup, new Date('2030-03-10T05:00:00Z'))).toBe(true);
  });

  it('tells the waiting member so', () => {
    expect(waitingText(tradeJson(), ME)).toBe('Waiting for response');
    expect(waitingText(tradeJson(), 'owner1')).toBeNull();
    expect(waitingText(tradeJson({ status: 'modified', last_modified_by: 'owner1' }), 'owner1')).toBe('Modification sent, waiting for response');
  });
});
