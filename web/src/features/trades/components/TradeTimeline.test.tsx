import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { disputeList, timelineEntry, tradeDetail, tradeJson } from '@/testing/fixtures';
import { ME, renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import type { Schema } from '@/lib/apiTypes';
import { TradeDetailModal } from './TradeDetailModal';

const TRADE = 'trade00000000000000000001';

function message(id: string, text: string, at: string, from = 'owner1', name = 'Bea Smith'): Schema<'TradeMessage'> {
  return { _id: id, user_id: from, user_name: name, is_admin: false, message: text, text, created_at: at };
}

describe('trade chat paging', () => {
  it('shows the newest messages in the timeline and pages older ones in with "Load older messages"', async () => {
    const pages: (string | null)[] = [];
    server.use(
      http.get('*/trades/:id', () =>
        HttpResponse.json(
          tradeDetail(tradeJson(), {
            timeline: [
              timelineEntry({ id: `${TRADE}-1`, user_id: ME._id }),
              timelineEntry({ id: 'm3', kind: 'message', user_id: 'owner1', user_name: 'Bea Smith', description: 'Message', message: 'Newest word', timestamp: '2030-03-01T12:03:00Z' }),
            ],
            messages_next_cursor: 'cursor-1',
          }),
        ),
      ),
      http.get('*/trades/:id/messages', ({ request }) => {
        const before = new URL(request.url).searchParams.get('before');
        pages.push(before);
        return before === 'cursor-1'
          ? HttpResponse.json({ messages: [message('m2', 'Middle word', '2030-03-01T12:02:00Z')], next_cursor: 'cursor-2' })
          : HttpResponse.json({ messages: [message('m1', 'First word', '2030-03-01T12:01:00Z', ME._id, 'Ana Lopez')], next_cursor: null });
      }),
      http.get('*/disputes/my-disputes', () => HttpResponse.json(disputeList([]))),
    );
    const { user } = renderUi(<TradeDetailModal tradeId={TRADE} onClose={vi.fn()} />, { user: ME });
    const timeline = await screen.findByRole('region', { name: 'Timeline and messages' });
    expect(await within(timeline).findByText('“Newest word”')).toBeInTheDocument();
    expect(within(timeline).queryByText('“Middle word”')).not.toBeInTheDocument();

    await user.click(within(timeline).getByRole('button', { name: 'Load older messages' }));
    expect(await within(timeline).findByText('“Middle word”')).toBeInTheDocument();
    await user.click(within(timeline).getByRole('button', { name: 'Load older messages' }));
    expect(await within(timeline).findByText('“First word”')).toBeInTheDocument();
    expect(pages).toEqual(['cursor-1', 'cursor-2']);

    // Oldest first, beside the workflow's events; no more button once the last page came.
    const lines = within(timeline).getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(lines.map((l) => l.match(/“(.*)”/)?.[1] ?? 'event')).toEqual(['event', 'First word', 'Middle word', 'Newest word']);
    expect(within(timeline).queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  function tradeWithCursor(cursor: string | null) {
    server.use(
      http.get('*/trades/:id', () =>
        HttpResponse.json(tradeDetail(tradeJson(), { messages_next_cursor: cursor })),
      ),
      http.get('*/trades/:id/messages', () => new HttpResponse(null, { status: 500 })),
      http.get('*/disputes/my-disputes', () => HttpResponse.json(disputeList([]))),
    );
    return renderUi(<TradeDetailModal tradeId={TRADE} onClose={vi.fn()} />, { user: ME });
  }

  it('has no "Load older messages" when the trade carries all its messages', async () => {
    tradeWithCursor(null);
    const timeline = await screen.findByRole('region', { name: 'Timeline and messages' });
    expect(await within(timeline).findByText('Nothing here yet.')).toBeInTheDocument();
    expect(within(timeline).queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('says "Failed to load messages" when a page cannot be loaded', async () => {
    const { user } = tradeWithCursor('cursor-1');
    const timeline = await screen.findByRole('region', { name: 'Timeline and messages' });
    await user.click(await within(timeline).findByRole('button', { name: 'Load older messages' }));
    expect(await within(timeline).findByText('Failed to load messages')).toBeInTheDocument();
  });
});

describe('timeline icons', () => {
  it('draws each event with the app’s SVG icons, never the API’s emoji (Chromium shows them as empty boxes)', async () => {
    server.use(
      http.get('*/trades/:id', () =>
        HttpResponse.json(
          tradeDetail(tradeJson(), {
            timeline: [
              timelineEntry({ id: 'e1', kind: 'created', icon: '📝' }),
              timelineEntry({ id: 'e2', kind: 'accepted', icon: '🤝', description: 'Trade accepted' }),
              timelineEntry({ id: 'e3', kind: 'message', icon: '💬', description: 'Message', message: 'Hello' }),
              timelineEntry({ id: 'e4', kind: 'admin_override', icon: '🛡️', description: 'Override' }),
            ],
          }),
        ),
      ),
      http.get('*/disputes/my-disputes', () => HttpResponse.json(disputeList([]))),
    );
    renderUi(<TradeDetailModal tradeId={TRADE} onClose={vi.fn()} />, { user: ME });
    const timeline = await screen.findByRole('region', { name: 'Timeline and messages' });
    await within(timeline).findByText('“Hello”');
    const icons = within(timeline)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('svg')?.getAttribute('data-icon'));
    expect(icons).toEqual(['plus', 'check', 'chat', 'shield']);
    expect(timeline.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
