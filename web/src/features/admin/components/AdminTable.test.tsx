import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTable } from './AdminTable';

describe('admin tables on a phone', () => {
  it('label every cell with its column, so a row reads as a card', () => {
    render(
      <AdminTable headings={['Trade', 'Status', { label: 'Amount', num: true }, { label: 'Actions', hidden: true }]}>
        <tr>
          <td>#abc123</td>
          <td>Rejected</td>
          <td>$5.00</td>
          <td>
            <button type="button">Details</button>
          </td>
        </tr>
      </AdminTable>,
    );
    expect(screen.getByText('Rejected')).toHaveAttribute('data-label', 'Status');
    expect(screen.getByText('$5.00')).toHaveAttribute('data-label', 'Amount');
    expect(screen.getByRole('button', { name: 'Details' }).closest('td')).toHaveAttribute('data-label', 'Actions');
  });
});
