import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberCard } from './MemberCard';

describe('MemberCard', () => {
  it('shows the photo, name, email and the screen’s own badges and actions', () => {
    render(
      <MemberCard
        member={{ name: 'Sofia Alvarez', email: 'sofia@pursetrade.test', profile_image_url: '/photos/sofia.jpg' }}
        badges={<span>Restricted</span>}
        actions={<button type="button">Send Message</button>}
      />,
    );
    expect(screen.getByRole('img', { name: "Sofia Alvarez's profile photo" })).toHaveAttribute('src', '/photos/sofia.jpg');
    expect(screen.getByText('Sofia Alvarez')).toBeInTheDocument();
    expect(screen.getByText('sofia@pursetrade.test')).toBeInTheDocument();
    expect(screen.getByText('Restricted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('shows the initial without a photo and "Unknown User" without a name', () => {
    const { rerender } = render(<MemberCard member={{ name: 'maya', profile_image: '' }} />);
    expect(screen.getByText('M')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<MemberCard member={{}} />);
    expect(screen.getByText('Unknown User')).toBeInTheDocument();
    expect(screen.getByText('?')).toBeInTheDocument();
  });

  it('falls back to the initial when the photo cannot be loaded', () => {
    render(<MemberCard member={{ name: 'Dani', profile_image_url: '/uploads/missing.jpg' }} />);
    fireEvent.error(screen.getByRole('img', { name: "Dani's profile photo" }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('D')).toBeInTheDocument();
  });
});
