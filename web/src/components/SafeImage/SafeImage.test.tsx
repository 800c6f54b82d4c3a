import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { SafeImage } from './SafeImage';

it('swaps a failed image for the placeholder', () => {
  render(<SafeImage src="/uploads/missing.jpg" alt="Red tote" />);
  fireEvent.error(screen.getByRole('img', { name: 'Red tote' }));
  expect(screen.getByRole('img', { name: 'Red tote' })).toHaveTextContent('Photo unavailable');
});
