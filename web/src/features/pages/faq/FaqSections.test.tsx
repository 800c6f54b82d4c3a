import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { FaqSections } from './FaqSections';

it('has the seven sections and opens an answer on click', async () => {
  const user = userEvent.setup();
  render(<FaqSections />);
  const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(sections).toEqual([
    'General',
    'Account & Registration',
    'Item Management',
    'Trading Process',
    'Financial System',
    'Safety & Security',
    'Getting Help',
  ]);
  const question = screen.getByRole('button', { name: 'How do I withdraw money?' });
  expect(question).toHaveAttribute('aria-expanded', 'false');
  await user.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'How do I withdraw money?' })).toHaveTextContent(
    'The minimum is $5.00 and the maximum is $500.00 per day',
  );
});
