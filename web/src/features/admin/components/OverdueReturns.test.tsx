import { screen, waitFor, within } from '@testing-library/react';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { describe, expect, it } from 'vitest';
import { mockAdminApi, renderAdmin } from '@/features/admin/testing/adminTestUtils';
import { adminTrade } from '@/features/admin/testing/fixtures';
import { OverdueReturns } from './OverdueReturns';

describe('Overdue returns', () => {
  it('lists trades whose bags are not back with what each side acknowledged, and opens one', async () => {
    const late = adminTrade({
      _id: '6b030d3efc42f827eb7fa025',
      status: 'accepted',
      user1_name: 'Sofia Alvarez',
      user2_name: 'Maya Thompson',
      end_date: '2026-11-20',
      user1_received_at: '2026-11-13T15:00:00Z',
      user2_received_at: '2026-11-13T16:00:00Z',
      user1_returned_at: '2026-11-21T15:00:00Z',
      user2_returned_at: null,
    });
    mockAdminApi({ 'GET /admin/overdue-returns': { items: [late], trades: [late], page: 1, per_page: 50, total: 1 } });
    let opened = '';
    const { user } = renderAdmin(<OverdueReturns onOpen={(id) => (opened = id)} />);
    const section = await screen.findByRole('region', { name: 'Overdue returns (1)' });
    expect(within(section).getByText(/Sofia Alvarez: received yes.*has own bag back yes/)).toBeInTheDocument();
    expect(within(section).getByText(/Maya Thompson: received yes.*has own bag back not yet/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Details' }));
    expect(opened).toBe(late._id);
  });

  it("shows the carrier's latest word on each return parcel of a shipping trade", async () => {
    const late = adminTrade({
      _id: '6b030d3efc42f827eb7fa026',
      status: 'accepted',
      delivery_method: 'shipping',
      user1_name: 'Sofia Alvarez',
      user2_name: 'Maya Thompson',
      end_date: '2026-11-20',
      carrier_status: [
        { leg: 'user1_return', status: 'transit', substatus: 'out_for_delivery', status_date: '2026-11-24T14:00:00Z' },
        { leg: 'user2_out', status: 'delivered', status_date: '2026-11-12T14:00:00Z' },
      ],
    });
    mockAdminApi({ 'GET /admin/overdue-returns': { items: [late], trades: [late], page: 1, per_page: 50, total: 1 } });
    renderAdmin(<OverdueReturns onOpen={() => undefined} />);
    const section = await screen.findByRole('region', { name: 'Overdue returns (1)' });
    expect(within(section).getByText(/^Return from Sofia Alvarez: Out for delivery, /)).toBeInTheDocument();
    expect(within(section).getByText('Return from Maya Thompson: no carrier scan yet')).toBeInTheDocument();
  });

  it('shows nothing once the server says every bag is back', async () => {
    const api = mockAdminApi();
    const { container, store } = renderAdmin(<OverdueReturns onOpen={() => undefined} />);
    // The section renders nothing both while loading and when empty, so wait on the query's own state, not on the page.
    const loaded = () =>
      Object.values(store.getState().api.queries).some((q) => q?.endpointName === 'adminOverdueReturns' && q.status === QueryStatus.fulfilled);
    await waitFor(() => expect(loaded()).toBe(true));
    expect(api.of('GET', '/admin/overdue-returns')).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
  });
});
