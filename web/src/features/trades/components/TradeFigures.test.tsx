import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, it, vi } from 'vitest';
import { disputeList, tradeDetail, tradeJson } from '@/testing/fixtures';
import { ME, renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { API_FIGURES, expectApiFigures, FIGURE_CASES } from '@/testing/tradeFigures';
import { TradeDetailModal } from './TradeDetailModal';

describe('a member’s trade details show the API’s money figures, once', () => {
  for (const name of FIGURE_CASES) {
    for (const side of ['initiator', 'receiver'] as const) {
      it(`${name} trade, as the ${side}`, async () => {
        const figures = API_FIGURES[name];
        const mine = figures.member[side];
        const [user1, user2] = side === 'initiator' ? [ME._id, 'owner1'] : ['owner1', ME._id];
        const trade = tradeJson({
          status: figures.status,
          user1_id: user1,
          user2_id: user2,
          hold_user_id: user1,
          delivery_method: figures.delivery_method,
          financial_breakdown: mine,
          actions: [],
        });
        server.use(
          http.get('*/trades/:id', () => HttpResponse.json(tradeDetail(trade))),
          http.get('*/disputes/my-disputes', () => HttpResponse.json(disputeList([]))),
        );
        renderUi(<TradeDetailModal tradeId="trade00000000000000000001" onClose={vi.fn()} />, { user: ME });
        const dialog = await screen.findByRole('dialog', { name: 'Trade Details' });
        expectApiFigures(await within(dialog).findByRole('group', { name: 'Your costs' }), mine);
      });
    }
  }
});
