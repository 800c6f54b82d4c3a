import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { disputeList, timelineEntry, tradeDetail, tradeJson } from '@/testing/fixtures';
import { ME, renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { formatDashboardTime } from '@/lib/dates';
import { TradeDetailModal } from './TradeDetailModal';

const TRADE = 'trade00000000000000000001';

describe('carrier scans in the trade timeline', () => {
  it("shows In transit, Out for delivery and Delivered at the carrier's time, not the time they arrived", async () => {
    const scan = (n: number, kind: string, description: string, carrierAt: string) =>
      timelineEntry({ id: `${TRADE}-${n}`, kind, description, user_name: 'System', timestamp: '2030-03-05T20:00:00Z', carrier_at: carrierAt });
    server.use(
      http.get('*/trades/:id', () =>
        HttpResponse.json(
          tradeDetail(tradeJson({ delivery_method: 'shipping' }), {
            timeline: [
              timelineEntry({ id: `${TRADE}-1`, user_id: ME._id }),
              scan(2, 'carrier_transit', "In transit: Ana Lopez's bag to Bea Smith", '2030-03-03T09:15:00Z'),
              scan(3, 'carrier_out_for_delivery', "Out for delivery: Ana Lopez's bag to Bea Smith", '2030-03-04T12:05:00Z'),
              scan(4, 'carrier_delivered', "Delivered: Ana Lopez's bag to Bea Smith", '2030-03-04T18:40:00Z'),
            ],
          }),
        ),
      ),
      http.get('*/disputes/my-disputes', () => HttpResponse.json(disputeList([]))),
    );
    renderUi(<TradeDetailModal tradeId={TRADE} onClose={vi.fn()} />, { user: ME });
    const timeline = await screen.findByRole('region', { name: 'Timeline and messages' });
    for (const [text, at] of [
      ['In transit', '2030-03-03T09:15:00Z'],
      ['Out for delivery', '2030-03-04T12:05:00Z'],
      ['Delivered', '2030-03-04T18:40:00Z'],
    ]) {
      const line = (await within(timeline).findByText(new RegExp(`^· ${text}:`))).closest('li')!;
      const time = within(line).getByText(/carrier scan/);
      expect(time).toHaveAttribute('datetime', at);
      expect(time).toHaveTextContent(`${formatDashboardTime(at)} · carrier scan`);
      expect(line).not.toHaveTextContent(formatDashboardTime('2030-03-05T20:00:00Z'));
    }
  });
});
