import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Overview } from '@/features/admin/components/Overview';
import type { Reply } from '@/lib/apiTypes';
import { id24, renderAdmin, mockAdminApi } from '@/features/admin/testing/adminTestUtils';
import { withdrawal as withdrawalOf } from '@/features/admin/testing/fixtures';
import DepositsTab from './DepositsTab';
import WithdrawalsTab from './WithdrawalsTab';

const withdrawal = (i: number) => withdrawalOf({ _id: id24(`w${i}`), amount: 5, status: 'pending', user_name: `Member ${i}`, method: 'zelle' });

describe('admin money lists page on the server', () => {
  it('withdrawals: all 5,000 reachable page by page', async () => {
    const api = mockAdminApi({
      'GET /admin/withdrawals': (request: Request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return { withdrawals: [withdrawal(page)], page, per_page: 50, total: 5000 } satisfies Reply<'/admin/withdrawals', 'get'>;
      },
    });
    const { user } = renderAdmin(<WithdrawalsTab />);
    expect(await screen.findByText('Showing 1–1 of 5000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Member 2')).toBeInTheDocument();
    await waitFor(() => expect(api.of('GET', '/admin/withdrawals').some((c) => c.search.get('page') === '2')).toBe(true));
    expect(api.of('GET', '/admin/withdrawals')[0].search.get('per_page')).toBe('50');
  });

  it('manual deposits ask for one page at a time', async () => {
    const api = mockAdminApi({ 'GET /admin/manual-deposits': { deposits: [], page: 1, per_page: 50, total: 0 } satisfies Reply<'/admin/manual-deposits', 'get'> });
    renderAdmin(<DepositsTab />);
    await waitFor(() => expect(api.of('GET', '/admin/manual-deposits')).toHaveLength(1));
    expect(api.of('GET', '/admin/manual-deposits')[0].search.get('page')).toBe('1');
  });

  it('the overview shows the totals the server counted', async () => {
    mockAdminApi({
      'GET /admin/activity': {
        days: ['2026-11-24', '2026-11-25'],
        trades: [1200, 34],
        money: [150000, 25.5],
        total_trades: 1234,
        total_money: 150025.5,
      } satisfies Reply<'/admin/activity', 'get'>,
    });
    renderAdmin(<Overview work={undefined} onOpen={() => {}} />);
    expect(await screen.findByText(/Trades requested \(1234\)/)).toBeInTheDocument();
    expect(screen.getByText(/Money moved \(\$150,025\.50\)/)).toBeInTheDocument();
  });
});
