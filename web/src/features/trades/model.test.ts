import { describe, expect, it } from 'vitest';
import { tradeJson } from '@/testing/fixtures';
import { displayStatus, nextStepText, perspective, toTrade, tradeProgress, waitingText } from './model';

const ME = 'me0000000000000000000001';

describe('trade model', () => {
  it('reads the trade view: {trade, hat1, hat2, user1, user2, timeline, actions}', () => {
    const t = toTrade({
      trade: tradeJson({ status: 'accepted', financial_breakdown_initiator: { site_fee: 5, delivery_fees: 5, other_item_value: 450, total_charge: 10 } }),
      hat1: { _id: 'h1', name: 'My Saddle', value: 300 },
      hat2: { _id: 'h2', name: 'Her Tote', value: 450 },
      user1: { _id: ME, name: 'Ana Lopez' },
      user2: { _id: 'owner1', name: 'Bea Smith', closet_name: "Bea's Bags" },
      timeline: [
        { id: '2', description: 'Trade accepted', timestamp: '2030-03-02T00:00:00Z' },
        { id: '1', description: 'Trade requested', timestamp: '2030-03-01T00:00:00Z' },
      ],
      actions: ['ack_received'],
    });
    expect(t.id).toBe('trade00000000000000000001');
    expect(displayStatus(t.status)).toBe('active');
    expect(t.actions).toEqual(['ack_received']);
    expect(t.timeline.map((e) => e.description)).toEqual(['Trade requested', 'Trade accepted']);
    const mine = perspective(t, ME);
    expect(mine.initiator).toBe(true);
    expect(mine.myItem?.name).toBe('My Saddle');
    expect(mine.theirItem?.name).toBe('Her Tote');
    expect(mine.partner.name).toBe('Bea Smith');
    expect(mine.financials).toMatchObject({ site_fee: 5, other_item_value: 450 });
    const theirs = perspective(t, 'owner1');
    expect(theirs.myItem?.name).toBe('Her Tote');
    expect(theirs.partner.name).toBe('Ana Lopez');
  });

  it('reads list entries where the members are names and messages stand in for the timeline', () => {
    const t = toTrade(tradeJson({ messages: [{ user_id: 'owner1', user_name: 'Bea', text: 'Hello', created_at: '2030-03-01T00:00:00Z' }] }));
    expect(t.user2).toEqual({ _id: 'owner1', name: 'Bea Smith' });
    expect(t.timeline[0]).toMatchObject({ kind: 'message', message: 'Hello', userName: 'Bea' });
  });

  it('tracks progress and the next step through the acknowledgements', () => {
    const base = tradeJson({ status: 'accepted' });
    expect(tradeProgress(toTrade(base))).toBe(20);
    expect(nextStepText(toTrade(base), ME)).toBe('Confirm when you have picked up their bag.');
    const received = toTrade({ ...base, user1_received_at: '2030-03-05T00:00:00Z' });
    expect(tradeProgress(received)).toBe(40);
    expect(nextStepText(received, ME)).toBe('Waiting for Bea Smith to confirm receipt.');
    const both = toTrade({ ...base, user1_received_at: 'x', user2_received_at: 'y' });
    expect(nextStepText(both, ME)).toBe('Confirm when your own bag comes home.');
    expect(tradeProgress(toTrade({ ...base, status: 'completed' }))).toBe(100);
  });

  it('tells the waiting member so', () => {
    expect(waitingText(toTrade(tradeJson()), ME)).toBe('Waiting for response');
    expect(waitingText(toTrade(tradeJson()), 'owner1')).toBeNull();
    expect(waitingText(toTrade(tradeJson({ status: 'modified', last_modified_by: 'owner1' })), 'owner1')).toBe(
      'Modification sent, waiting for response',
    );
  });
});
