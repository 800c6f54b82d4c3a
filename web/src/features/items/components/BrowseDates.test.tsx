import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { addDays, earliestStartDate, formatCalendarDate } from '@/lib/dates';
import { renderApp } from '@/testing/renderApp';
import { bag } from '@/testing/fixtures';
import { server } from '@/testing/server';

function recordBrowse() {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('*/hats', ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json({ items: [bag(1), bag(2)], page: 1, per_page: 12, total: 2 });
    }),
  );
  return requests;
}

describe('browse by dates', () => {
  const start = addDays(earliestStartDate(), 2);
  const end = addDays(start, 5);

  it('asks for the bags free on the dates in the address and says so in the count', async () => {
    const requests = recordBrowse();
    const { router } = renderApp(`/browse?start=${start}&end=${end}`);
    expect(await screen.findByText(`2 purses free ${formatCalendarDate(start)} – ${formatCalendarDate(end)}`)).toBeInTheDocument();
    expect(requests.at(-1)?.get('start')).toBe(start);
    expect(requests.at(-1)?.get('end')).toBe(end);
    expect(screen.getByLabelText('From')).toHaveValue(start);
    expect(screen.getByLabelText('To')).toHaveValue(end);
    fireEvent.click(screen.getByRole('button', { name: 'Any dates' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('2 purses found')).toBeInTheDocument();
  });

  it('puts chosen dates in the address once both are allowed, and refuses others with the request form’s words', async () => {
    const requests = recordBrowse();
    const { router } = renderApp('/browse');
    await screen.findByText('2 purses found');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: start } });
    expect(router.state.location.search).toBe('');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: addDays(start, 31) } });
    expect(screen.getByRole('alert')).toHaveTextContent('Trade duration cannot exceed 30 days');
    expect(router.state.location.search).toBe('');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: end } });
    await waitFor(() => expect(router.state.location.search).toBe(`?start=${start}&end=${end}`));
    await waitFor(() => expect(requests.at(-1)?.get('end')).toBe(end));
  });

  it('says why dates in the address are not searched, and lists without them', async () => {
    const requests = recordBrowse();
    renderApp(`/browse?start=${addDays(earliestStartDate(), -2)}&end=${end}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Start date must be at least 3 days from today (New York time)');
    expect(await screen.findByText('2 purses found')).toBeInTheDocument();
    expect(requests.every((r) => !r.has('start'))).toBe(true);
  });
});
