import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { accountUser } from '@/testing/fixtures';
import { IdentityBadge } from '@/features/admin/components/IdentityBadge';
import { VERIFICATION_SETTING_TITLE, VerificationSettingForm } from './VerificationSettingForm';

const ADMIN = { ...accountUser(), is_admin: true, isAdmin: true };

describe('VerificationSettingForm', () => {
  it('sets the value and turns it off with an empty field', async () => {
    const sent: unknown[] = [];
    let current: number | null = null;
    server.use(
      http.get('*/admin/settings/verification', () => HttpResponse.json({ verification_required_above: current, available: true })),
      http.put('*/admin/settings/verification', async ({ request }) => {
        const body = (await request.json()) as { verification_required_above: number | null };
        sent.push(body);
        current = body.verification_required_above;
        return HttpResponse.json({ verification_required_above: current, available: true });
      }),
    );
    const { user } = renderUi(<VerificationSettingForm />, { user: ADMIN });
    const form = screen.getByRole('form', { name: VERIFICATION_SETTING_TITLE });
    expect(await within(form).findByText('Currently never required.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(`${VERIFICATION_SETTING_TITLE} (USD)`), '750');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Verification required above $750.00')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(`${VERIFICATION_SETTING_TITLE} (USD)`));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Verification is no longer required')).toBeInTheDocument();
    expect(sent).toEqual([{ verification_required_above: 750 }, { verification_required_above: null }]);
  });

  it('says why it cannot be turned on without Stripe', async () => {
    server.use(http.get('*/admin/settings/verification', () => HttpResponse.json({ verification_required_above: null, available: false })));
    renderUi(<VerificationSettingForm />, { user: ADMIN });
    expect(await screen.findByText('Identity verification is not available here: configure Stripe to require it.')).toBeInTheDocument();
  });
});

describe('IdentityBadge', () => {
  it('shows the badge, a check in progress, or nothing', () => {
    const { rerender } = renderUi(<IdentityBadge user={{ verification: { status: 'verified', verified_at: null, initials: 'M' } }} />);
    expect(screen.getByTitle('Identity verified')).toBeInTheDocument();
    rerender(<IdentityBadge user={{ verification: { status: 'requires_input', verified_at: null, initials: '' } }} />);
    expect(screen.getByText('ID requires input')).toBeInTheDocument();
  });
});
