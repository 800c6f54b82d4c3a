import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifiedBadge } from '@/components/VerifiedBadge/VerifiedBadge';
import { ME, renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { VerificationSection, verificationText } from './VerificationSection';

const unverified = { status: 'unverified', verified_at: null, initials: '', available: true, verification_required_above: 500 } as const;
const verified = { ...unverified, status: 'verified', verified_at: '2030-02-03T15:00:00Z', initials: 'MRL' } as const;

afterEach(() => vi.restoreAllMocks());

describe('VerifiedBadge', () => {
  it('shows only for a verified member', () => {
    const { unmount } = renderUi(<VerifiedBadge verified />);
    expect(screen.getByTitle('Identity verified')).toHaveTextContent('Verified');
    unmount();
    renderUi(<VerifiedBadge verified={false} />);
    expect(screen.queryByTitle('Identity verified')).toBeNull();
  });
});

describe('verificationText', () => {
  it('says why and what is kept', () => {
    expect(verificationText(unverified)).toContain('Trades of a bag worth more than $500.00 need both members verified.');
    expect(verificationText({ ...unverified, verification_required_above: null })).toContain('Verified members show a badge');
    expect(verificationText(verified)).toBe('Verified on Feb 3, 2030 as MRL. Only the date and your initials are kept.');
    expect(verificationText({ ...unverified, status: 'requires_input' })).toContain('could not verify your document');
  });
});

describe('VerificationSection', () => {
  it('starts the hosted check', async () => {
    server.use(
      http.get('*/verification', () => HttpResponse.json(unverified)),
      http.post('*/verification/start', () => HttpResponse.json({ session_id: 'vs_1', url: 'http://localhost/verification/test/vs_1' })),
    );
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { user } = renderUi(<VerificationSection />, { user: ME });
    await user.click(await screen.findByRole('button', { name: 'Verify My Identity' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/verification/test/vs_1'));
  });

  it('reads the outcome again on return and shows the badge', async () => {
    let refreshed = 0;
    server.use(
      http.get('*/verification', () => HttpResponse.json(refreshed ? verified : unverified)),
      http.post('*/verification/refresh', () => {
        refreshed += 1;
        return HttpResponse.json(verified);
      }),
    );
    renderUi(<VerificationSection />, { user: ME, path: '/?account=profile&verification=return' });
    expect(await screen.findByText('Your identity is verified.')).toBeInTheDocument();
    expect(await screen.findByTitle('Identity verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Verify/ })).toBeNull();
    expect(refreshed).toBe(1);
  });

  it('is hidden where verification is unavailable', async () => {
    server.use(http.get('*/verification', () => HttpResponse.json({ ...unverified, available: false })));
    const { container } = renderUi(<VerificationSection />, { user: ME });
    await waitFor(() => expect(container.querySelector('#verify-identity')).toBeNull());
  });
});
