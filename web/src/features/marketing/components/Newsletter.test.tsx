import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Newsletter, SUBSCRIBED_NOTICE_MS } from './Newsletter';

afterEach(() => {
  vi.useRealTimers();
});

it('shows "Subscribed!" for three seconds without calling the server', () => {
  vi.useFakeTimers();
  const fetchSpy = vi.spyOn(globalThis, 'fetch');
  render(<Newsletter />);
  const input = screen.getByLabelText('Email address');
  fireEvent.change(input, { target: { value: 'ana@example.com' } });
  fireEvent.submit(input.closest('form')!);

  expect(screen.getByText('Subscribed!')).toBeInTheDocument();
  expect(input).toHaveValue('');
  act(() => vi.advanceTimersByTime(SUBSCRIBED_NOTICE_MS));
  expect(screen.queryByText('Subscribed!')).not.toBeInTheDocument();
  expect(fetchSpy).not.toHaveBeenCalled();
});
