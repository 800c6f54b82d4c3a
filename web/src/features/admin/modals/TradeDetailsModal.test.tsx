import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin, mockAdminApi } from '@/features/admin/testing/adminTestUtils';
import { adminTrade, memberItem } from '@/features/admin/testing/fixtures';
import { breakdown } from '@/testing/fixtures';
import type { AdminTrade, TradeDetail } from '@/features/admin/types';
import { API_FIGURES, expectApiFigures, FIGURE_CASES } from '@/testing/tradeFigures';
import { TradeDetailsModal } from './TradeDetailsModal';
import { TradePerspectiveModal } from './TradePerspectiveModal';

const U1 = '6b030d19fc42f827eb7f9f9b';
const U2 = '6b030d19fc42f827eb7f9f9c';
const TRADE_ID = '6b030d3efc42f827eb7fa025';

const snapshot = {
  accepted_at: '2026-11-22T15:41:50Z',
  initiator: { platform_fee: 5, shipping_fee: 18, pickup_fee: 0, hold_amount: 1450, total_due: 23, total_including_hold: 1473, balance_at_acceptance: 2000, ending_balance: 527 },
  receiver: { platform_fee: 5, shipping_fee: 18, pickup_fee: 0, hold_amount: 4800, total_due: 23, total_including_hold: 4823, balance_at_acceptance: 9000, ending_balance: 4177 },
};

function trade(overrides: Partial<AdminTrade> = {}): AdminTrade {
  return adminTrade({
    _id: TRADE_ID,
    status: 'accepted',
    delivery_method: 'shipping',
    shipping_cost: 18,
    user1_id: U1,
    user2_id: U2,
    user1_name: 'Sofia Alvarez',
    user2_name: 'Maya Thompson',
    hold_user_id: U1,
    start_date: '2026-11-27',
    end_date: '2026-12-04',
    created_at: '2026-11-22T15:41:50Z',
    admin_override: [],
    financial_snapshot: snapshot,
    ...overrides,
  });
}

function detail(t: AdminTrade): TradeDetail {
  return {
    trade: t,
    hat1: memberItem({ _id: 'h'.repeat(24), name: 'Classic Flap Bag', brand: 'Chanel', value: 4800 }),
    hat2: memberItem({ _id: 'i'.repeat(24), name: 'Neverfull MM Tote', brand: 'Louis Vuitton', value: 1450 }),
    user1: { _id: U1, name: 'Sofia Alvarez', closet_name: "Sofia's Satchels", zip_code: '33012', profile_image_url: '', average_rating: 4.25, rating_count: 4 },
    user2: { _id: U2, name: 'Maya Thompson', closet_name: "Maya's Minis", zip_code: '33014', profile_image_url: '', average_rating: 0, rating_count: 0 },
    timeline: [{ id: '1', kind: 'created', icon: '📝', user_name: 'Sofia Alvarez', description: 'Trade requested', timestamp: '2026-11-22T15:41:50Z' }],
    temporal_url: 'http://localhost:8233/namespaces/default/workflows/trade-' + TRADE_ID,
    messages_next_cursor: null,
  };
}

function setup(t: AdminTrade, overrides = {}) {
  const api = mockAdminApi({ [`GET /admin/trades/${TRADE_ID}`]: detail(t), ...overrides });
  const onClose = vi.fn();
  const view = renderAdmin(<TradeDetailsModal tradeId={TRADE_ID} onClose={onClose} />);
  return { api, onClose, ...view };
}

const figuresOf = async (name: string) => screen.findByRole('group', { name: `${name}'s figures` });

describe('trade details: the whole chat', () => {
  it('pages back through older messages until the first one, each shown once', async () => {
    const d = detail(trade());
    d.timeline?.push({ id: 'm3', kind: 'message', icon: '✉', user_name: 'Maya Thompson', description: 'Message', message: 'Newest words', timestamp: '2026-11-23T10:00:00Z' });
    d.messages_next_cursor = 'c1';
    const msg = (id: string, text: string, at: string) => ({ _id: id, user_id: U1, user_name: 'Sofia Alvarez', is_admin: false, message: text, text, created_at: at });
    const { api, user } = setup(trade(), {
      [`GET /admin/trades/${TRADE_ID}`]: d,
      [`GET /trades/${TRADE_ID}/messages`]: (request: Request) =>
        new URL(request.url).searchParams.get('before') === 'c1'
          ? { messages: [msg('m2', 'Middle words', '2026-11-22T18:00:00Z')], next_cursor: 'c2' }
          : { messages: [msg('m1', 'How it started', '2026-11-22T16:00:00Z')], next_cursor: null },
    });
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText(/Middle words/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText(/How it started/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
    const lines = screen.getAllByText(/words|started/).map((e) => e.textContent);
    expect(lines.findIndex((t) => t?.includes('How it started'))).toBeLessThan(lines.findIndex((t) => t?.includes('Newest words')));
    expect(api.calls.filter((c) => c.path.endsWith('/messages')).map((c) => c.search.get('before'))).toEqual(['c1', 'c2']);
  });
});

describe('trade details: each member’s money, as the API reports it', () => {
  for (const name of FIGURE_CASES) {
    it(`${name} trade: both members' figures are the API's, line by line`, async () => {
      const figures = API_FIGURES[name];
      setup(
        trade({
          status: figures.status as AdminTrade['status'],
          delivery_method: figures.delivery_method as AdminTrade['delivery_method'],
          financial_breakdown_initiator: figures.admin.initiator,
          financial_breakdown_receiver: figures.admin.receiver,
        }),
      );
      expectApiFigures(await figuresOf('Sofia Alvarez'), figures.admin.initiator);
      expectApiFigures(await figuresOf('Maya Thompson'), figures.admin.receiver);
    });

    it(`${name} trade: a member's view shows the same figures`, async () => {
      const figures = API_FIGURES[name];
      mockAdminApi({
        [`GET /admin/trades/${TRADE_ID}/users/${U2}`]: {
          trade_id: TRADE_ID,
          user_id: U2,
          role: 'receiver',
          financials: figures.perspective.receiver,
          received_at: null,
          returned_at: null,
          partner: null,
          status: figures.status,
          admin_override: [],
          delivery_method: figures.delivery_method,
        },
      });
      renderAdmin(<TradePerspectiveModal tradeId={TRADE_ID} userId={U2} name="Maya Thompson" onClose={() => {}} />);
      expectApiFigures(await figuresOf('Maya Thompson'), figures.perspective.receiver);
    });
  }

  it('says so when a completed trade has no figures', async () => {
    setup(trade({ status: 'completed', financial_breakdown_initiator: breakdown(), financial_breakdown_receiver: null }));
    expect(await screen.findByText('Error: Unable to load financial data for this completed trade')).toBeInTheDocument();
  });

  it('links the trade to its workflow in the Temporal UI', async () => {
    setup(trade());
    const link = await screen.findByRole('link', { name: /Open workflow in Temporal UI/ });
    expect(link).toHaveAttribute('href', `http://localhost:8233/namespaces/default/workflows/trade-${TRADE_ID}`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says "Trade details not available" when the trade cannot be read, and "No trade selected!" without one', async () => {
    setup(trade(), { [`GET /admin/trades/${TRADE_ID}`]: () => new HttpResponse(null, { status: 500 }) });
    expect(await screen.findAllByText('Trade details not available')).not.toHaveLength(0);
  });

  it('says "No trade selected!" without a trade', () => {
    mockAdminApi();
    renderAdmin(<TradeDetailsModal tradeId={null} onClose={() => {}} />);
    expect(screen.getByText('No trade selected!')).toBeInTheDocument();
  });

  it('names missing members', async () => {
    const d = detail(trade());
    setup(trade(), { [`GET /admin/trades/${TRADE_ID}`]: { ...d, user1: null, user2: null } });
    expect(await screen.findByText('No User 1 data available')).toBeInTheDocument();
    expect(screen.getByText('No User 2 data available')).toBeInTheDocument();
  });
});

describe("a member's view", () => {
  const perspective = (overrides = {}) => ({
    trade_id: TRADE_ID,
    user_id: U2,
    role: 'receiver',
    financials: null,
    received_at: '2026-11-28T11:00:00Z',
    returned_at: null,
    partner: detail(trade()).user1,
    status: 'accepted',
    admin_override: [],
    delivery_method: 'shipping',
    ...overrides,
  });
  const open = (body: object) => {
    mockAdminApi({ [`GET /admin/trades/${TRADE_ID}/users/${U2}`]: body });
    renderAdmin(<TradePerspectiveModal tradeId={TRADE_ID} userId={U2} name="Maya Thompson" onClose={() => {}} />);
  };

  it('shows the partner on the member card and the role, with no actions', async () => {
    open(perspective());
    const partner = await screen.findByRole('region', { name: 'Partner' });
    expect(partner).toHaveTextContent('Sofia Alvarez');
    expect(partner).toHaveTextContent("Sofia's Satchels · ZIP 33012");
    expect(within(partner).getByRole('img', { name: '4.3 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Receiver')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: /Override|View Profile|Member/ })).not.toBeInTheDocument();
  });

  it("lists the member's own confirmations as the member sees them, an override labelled apart", async () => {
    const admin_override = [
      { action: 'returned', user_id: U2, admin_id: 'a'.repeat(24), at: '2026-11-29T09:00:00Z' },
      { action: 'received', user_id: U1, admin_id: 'a'.repeat(24), at: '2026-11-28T09:00:00Z' },
    ];
    open(perspective({ admin_override }));
    const list = await screen.findByRole('region', { name: 'Confirmations' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Received partner’s bag');
    expect(items[0]).toHaveTextContent('Confirmed');
    expect(items[1]).toHaveTextContent('Own bag returned');
    expect(items[1]).toHaveTextContent('Admin Override Applied');
  });

  it('says why there are no figures', async () => {
    open(perspective({ status: 'completed' }));
    const costs = await screen.findByRole('region', { name: 'Costs' });
    expect(costs).toHaveTextContent('Error: Unable to load financial data for this completed trade');
  });
});

describe('trade details: confirmations and overrides', () => {
  it('labels an admin override apart from a member confirmation', async () => {
    setup(
      trade({
        user1_received_at: '2026-11-28T10:00:00Z',
        user2_received_at: '2026-11-28T11:00:00Z',
        admin_override: [{ action: 'received', user_id: U2, admin_id: 'a'.repeat(24), at: '2026-11-28T11:00:00Z' }],
      }),
    );
    const list = await screen.findByRole('heading', { name: 'Confirmations' });
    const items = within(list.parentElement as HTMLElement).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Sofia Alvarez · Received partner’s bag');
    expect(items[0]).toHaveTextContent('Confirmed');
    expect(items[1]).toHaveTextContent('Maya Thompson · Received partner’s bag');
    expect(items[1]).toHaveTextContent('Admin Override Applied');
    expect(items[2]).toHaveTextContent('Not yet');
    expect(within(items[2]).getByRole('button', { name: 'Override Returned' })).toBeInTheDocument();
  });

  it('asks before an override and sends it only when confirmed', async () => {
    const { user, api } = setup(trade(), {
      [`POST /admin/trades/${TRADE_ID}/override-received`]: { success: true, message: 'Admin Override Applied' },
    });
    const buttons = await screen.findAllByRole('button', { name: 'Override Received' });
    await user.click(buttons[1]);
    const confirm = await screen.findByRole('dialog', { name: 'Override received status?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.of('POST', /override-received$/)).toHaveLength(0);

    await user.click(screen.getAllByRole('button', { name: 'Override Received' })[1]);
    await user.click(within(await screen.findByRole('dialog', { name: 'Override received status?' })).getByRole('button', { name: 'Apply Override' }));
    await waitFor(() => expect(api.of('POST', /override-received$/)).toHaveLength(1));
    expect(api.of('POST', /override-received$/)[0].body).toEqual({ user_id: U2 });
    expect(await screen.findByText('Admin Override Applied', { selector: 'p' })).toBeInTheDocument();
  });

  it('shows the fallback when an override fails without a message', async () => {
    const { user } = setup(trade(), { [`POST /admin/trades/${TRADE_ID}/override-returned`]: () => new HttpResponse(null, { status: 500 }) });
    await user.click((await screen.findAllByRole('button', { name: 'Override Returned' }))[0]);
    await user.click(within(await screen.findByRole('dialog', { name: 'Override returned status?' })).getByRole('button', { name: 'Apply Override' }));
    expect(await screen.findByText('Failed to override returned status')).toBeInTheDocument();
  });
});

describe('trade details: force complete', () => {
  it('does nothing when the prompt is cancelled', async () => {
    const { user, api } = setup(trade());
    await user.click(await screen.findByRole('button', { name: 'Force Complete' }));
    const prompt = await screen.findByRole('dialog', { name: 'Force Complete Trade' });
    await user.type(within(prompt).getByLabelText(/Reason/), 'Both bags confirmed by phone');
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Force Complete Trade' })).not.toBeInTheDocument();
    expect(api.of('POST', /force-complete$/)).toHaveLength(0);
  });

  it('requires a typed reason, then sends it and says so', async () => {
    const { user, api } = setup(trade(), {
      [`POST /admin/trades/${TRADE_ID}/force-complete`]: { success: true, message: 'Trade force completed successfully!' },
    });
    await user.click(await screen.findByRole('button', { name: 'Force Complete' }));
    const prompt = await screen.findByRole('dialog', { name: 'Force Complete Trade' });
    const submit = within(prompt).getByRole('button', { name: 'Force Complete' });
    expect(submit).toBeDisabled();
    await user.type(within(prompt).getByLabelText(/Reason/), '   ');
    expect(submit).toBeDisabled();
    await user.type(within(prompt).getByLabelText(/Reason/), 'Both bags confirmed by phone');
    await user.click(submit);
    await waitFor(() => expect(api.of('POST', /force-complete$/)).toHaveLength(1));
    expect(api.of('POST', /force-complete$/)[0].body).toEqual({ action: 'complete', reason: 'Both bags confirmed by phone' });
    expect(await screen.findByText('Trade force completed successfully!')).toBeInTheDocument();
  });

  it('shows the fallback when force-complete fails', async () => {
    const { user } = setup(trade(), { [`POST /admin/trades/${TRADE_ID}/force-complete`]: () => new HttpResponse('', { status: 502 }) });
    await user.click(await screen.findByRole('button', { name: 'Force Complete' }));
    const prompt = await screen.findByRole('dialog', { name: 'Force Complete Trade' });
    await user.type(within(prompt).getByLabelText(/Reason/), 'Stuck');
    await user.click(within(prompt).getByRole('button', { name: 'Force Complete' }));
    expect(await screen.findByText('Failed to force complete trade')).toBeInTheDocument();
  });

  it('offers flag and delete only before completion or a dispute', async () => {
    setup(trade({ status: 'disputed' }));
    expect(await screen.findByRole('button', { name: 'Force Complete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Trade' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Flag Trade' })).not.toBeInTheDocument();
  });
});

describe('trade details: flag and delete, where the server allows them', () => {
  for (const status of ['pending', 'accepted', 'cancelled', 'rejected', 'denied'] as const) {
    it(`offers both on a ${status} trade`, async () => {
      setup(trade({ status }));
      expect(await screen.findByRole('button', { name: 'Flag Trade' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete Trade' })).toBeInTheDocument();
    });
  }

  for (const extra of [{ status: 'completed' }, { status: 'disputed' }, { status: 'cancelled', deleted_at: '2026-11-23T10:00:00Z' }] as const) {
    it(`offers neither on a ${extra.status}${'deleted_at' in extra ? ', deleted' : ''} trade`, async () => {
      setup(trade(extra));
      await screen.findByRole('button', { name: 'Close' });
      expect(screen.queryByRole('button', { name: 'Flag Trade' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete Trade' })).not.toBeInTheDocument();
    });
  }
});

describe('trade details: links to the workflow and its traces', () => {
  it('links the traces beside the Temporal UI when a trace UI is configured', async () => {
    const traces = `http://jaeger.example/search?tags=%7B%22trade.id%22%3A%22${TRADE_ID}%22%7D`;
    setup(trade(), { [`GET /admin/trades/${TRADE_ID}`]: { ...detail(trade()), traces_url: traces } });
    expect(await screen.findByRole('link', { name: /Open traces/ })).toHaveAttribute('href', traces);
    expect(screen.getByRole('link', { name: /Open workflow in Temporal UI/ })).toBeInTheDocument();
  });

  it('shows no traces link without one', async () => {
    setup(trade());
    expect(await screen.findByRole('link', { name: /Open workflow in Temporal UI/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open traces/ })).not.toBeInTheDocument();
  });
});
