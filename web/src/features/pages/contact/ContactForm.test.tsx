import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { CONTACT_SEND_MS, ContactForm } from './ContactForm';

afterEach(() => {
  vi.useRealTimers();
});

it('requires every field', () => {
  render(<ContactForm />);
  for (const name of ['Your name', 'Email address', 'Subject', 'Message']) {
    expect(screen.getByLabelText(name)).toBeRequired();
  }
});

it('simulates sending for about two seconds, then thanks the sender and clears the form', () => {
  vi.useFakeTimers();
  render(<ContactForm />);
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ana' } });
  fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));

  expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  act(() => vi.advanceTimersByTime(CONTACT_SEND_MS - 1));
  expect(screen.queryByText("Thank you for your message! We'll get back to you soon.")).not.toBeInTheDocument();
  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByText("Thank you for your message! We'll get back to you soon.")).toBeInTheDocument();
  expect(screen.getByLabelText('Your name')).toHaveValue('');
});
