import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '@/lib/session';
import { ME, renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ProfileTab } from './ProfileTab';
import { DisableTwoFactorModal, TwoFactorModal } from './TwoFactorModal';

const profile = {
  ...ME,
  phone: '305-555-0100',
  address: '1 Palm Ave',
  city: 'Hialeah',
  state: 'FL',
  zip_code: '33012',
  bio: '',
  created_at: '2030-01-05T00:00:00Z',
  two_factor_enabled: false,
};

function profileApi() {
  server.use(
    http.get('*/user/profile', () => HttpResponse.json(profile)),
    http.get('*/user/notification-preferences', () => HttpResponse.json({ email_notifications: true, trade_updates: true, marketing_emails: false })),
  );
}

afterEach(() => vi.useRealTimers());

describe('Change Password', () => {
  it('checks the passwords and stores the new token', async () => {
    let sent: unknown;
    server.use(
      http.put('*/change-password', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'Password changed successfully', token: 'new-token' });
      }),
    );
    const { user } = renderUi(<ChangePasswordModal onClose={vi.fn()} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    const fill = async (current: string, next: string, confirm: string) => {
      for (const [label, value] of [['Current password', current], ['New password', next], ['Confirm new password', confirm]] as const) {
        const input = within(dialog).getByLabelText(label);
        await user.clear(input);
        if (value) await user.type(input, value);
      }
      await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    };
    await fill('', '', '');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(within(dialog).getByLabelText('Current password')).toHaveFocus();
    await fill('old-pass', 'abcdef', 'abcdeg');
    expect(within(dialog).getByLabelText('Confirm new password')).toHaveAccessibleDescription('New passwords do not match');
    expect(within(dialog).getByLabelText('Confirm new password')).toHaveFocus();
    await fill('old-pass', 'abc', 'abc');
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(/New password must be at least 6 characters long/);
    expect(within(dialog).getByLabelText('Confirm new password')).not.toHaveAttribute('aria-invalid');
    await fill('old-pass', 'abcdef', 'abcdef');
    expect((await screen.findAllByText('Password changed successfully!')).length).toBeGreaterThan(0);
    expect(sent).toEqual({ currentPassword: 'old-pass', newPassword: 'abcdef' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('new-token');
  });

  it('shows the server message when the current password is wrong', async () => {
    server.use(http.put('*/change-password', () => HttpResponse.json({ error: 'Current password is incorrect' }, { status: 400 })));
    const { user } = renderUi(<ChangePasswordModal onClose={vi.fn()} />, { user: ME });
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Current password'), 'bad');
    await user.type(within(dialog).getByLabelText('New password'), 'abcdef');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'abcdef');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Current password is incorrect');
  });
});

const RECOVERY_CODES = ['abcde-23456', 'fghjk-789mn', 'pqrst-vwxyz', '22222-33333', '44444-55555', '66666-77777', '88888-99999', 'aaaaa-bbbbb', 'ccccc-ddddd', 'eeeee-fffff'];

describe('Enable Two-Factor Authentication', () => {
  /** The server's answer to /2fa/enable: a session signed in more than 10 minutes ago must send its password. */
  const enableApi = (recentSignIn: boolean, sent: unknown[]) =>
    server.use(
      http.post('*/2fa/generate-secret', () => HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXP', qrCode: 'data:image/png;base64,AAAA' })),
      http.post('*/2fa/enable', async ({ request }) => {
        const body = (await request.json()) as { password?: string };
        sent.push(body);
        if (!recentSignIn && !body.password) {
          return HttpResponse.json({ error: 'Please enter your current password', code: 'password_required' }, { status: 400 });
        }
        return HttpResponse.json({
          success: true,
          two_factor_enabled: true,
          message: 'Two-factor authentication enabled',
          recovery_codes: RECOVERY_CODES,
          token: 'token-after-2fa',
          expires_at: '2030-01-12T00:00:00Z',
        });
      }),
    );

  it('goes through the three steps with the specification\'s payload after a recent sign-in', async () => {
    const sent: unknown[] = [];
    enableApi(true, sent);
    const { user } = renderUi(<TwoFactorModal onClose={vi.fn()} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Enable Two-Factor Authentication' });
    expect(dialog).toHaveTextContent('Step 1 of 3');
    await user.click(within(dialog).getByRole('button', { name: 'Start Setup' }));
    expect(await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(dialog).toHaveTextContent('Step 2 of 3');
    expect(within(dialog).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();
    await user.type(within(dialog).getByLabelText('Verification code'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid 6-digit code');
    await user.type(within(dialog).getByLabelText('Verification code'), '6');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }));
    expect(await within(dialog).findByText('Two-factor authentication is enabled.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Step 3 of 3');
    expect(sent).toEqual([{ secret: 'JBSWY3DPEHPK3PXP', verificationCode: '123456' }]);
  });

  it('shows the recovery codes once, copies and downloads them, and waits for "I saved them"', async () => {
    enableApi(true, []);
    const onClose = vi.fn();
    const createObjectURL = vi.fn((blob: Blob) => (void blob, 'blob:codes'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user } = renderUi(<TwoFactorModal onClose={onClose} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Enable Two-Factor Authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'Start Setup' }));
    await user.type(await within(dialog).findByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }));
    const list = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(RECOVERY_CODES);
    // Turning it on ended every other session: this one goes on with the answer's token.
    expect(localStorage.getItem(TOKEN_KEY)).toBe('token-after-2fa');

    await user.click(within(dialog).getByRole('button', { name: 'Copy codes' }));
    expect(await within(dialog).findByText('Recovery codes copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toContain(RECOVERY_CODES.join('\n'));
    await user.click(within(dialog).getByRole('button', { name: 'Download codes' }));
    expect(await createObjectURL.mock.calls[0][0].text()).toContain(RECOVERY_CODES.join('\n'));

    // Neither Done nor Escape closes the dialog before the member says the codes are saved.
    const done = within(dialog).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'I saved my recovery codes' }));
    await user.click(done);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows a password field when the server asks for the password of an older session', async () => {
    const sent: unknown[] = [];
    enableApi(false, sent);
    const { user } = renderUi(<TwoFactorModal onClose={vi.fn()} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Enable Two-Factor Authentication' });
    await user.click(within(dialog).getByRole('button', { name: 'Start Setup' }));
    await user.type(await within(dialog).findByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter your current password');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }));
    expect(sent).toHaveLength(1); // an empty password is not sent
    await user.type(within(dialog).getByLabelText('Current password'), 'my-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }));
    expect(await within(dialog).findByText('Two-factor authentication is enabled.')).toBeInTheDocument();
    expect(sent[1]).toEqual({ password: 'my-pass-1', secret: 'JBSWY3DPEHPK3PXP', verificationCode: '123456' });
  });

  it('says when the secret cannot be made or the code is wrong', async () => {
    server.use(http.post('*/2fa/generate-secret', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderUi(<TwoFactorModal onClose={vi.fn()} />, { user: ME });
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Start Setup' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to generate 2FA secret');

    server.use(
      http.post('*/2fa/generate-secret', () => HttpResponse.json({ secret: 'S' })),
      http.post('*/2fa/enable', () => new HttpResponse(null, { status: 400 })),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start Setup' }));
    await user.type(await within(dialog).findByLabelText('Verification code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid verification code'));

    server.use(http.post('*/2fa/enable', () => HttpResponse.json({ error: 'Current password is incorrect' }, { status: 400 })));
    await user.click(within(dialog).getByRole('button', { name: 'Verify and Enable' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Current password is incorrect'));
  });
});

describe('Disable Two-Factor Authentication', () => {
  it('takes the app\'s code or a recovery code and keeps the session with the answer\'s token', async () => {
    let sent: unknown;
    server.use(
      http.post('*/2fa/disable', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          two_factor_enabled: false,
          message: 'Two-factor authentication disabled',
          token: 'token-after-off',
          expires_at: '2030-01-12T00:00:00Z',
        });
      }),
    );
    const onClose = vi.fn();
    const { user } = renderUi(<DisableTwoFactorModal onClose={onClose} />, { user: ME });
    const dialog = screen.getByRole('dialog', { name: 'Disable Two-Factor Authentication' });
    await user.type(within(dialog).getByLabelText('Code from your app'), 'not-a-code');
    await user.type(within(dialog).getByLabelText('Current password'), 'my-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a 6-digit code or a recovery code');
    await user.clear(within(dialog).getByLabelText('Code from your app'));
    await user.type(within(dialog).getByLabelText('Code from your app'), 'ABCDE-23456');
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual({ code: 'ABCDE-23456', password: 'my-pass-1' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('token-after-off');
  });
});

describe('Profile & Settings', () => {
  it('requires the profile fields, keeps email read-only and confirms a save', async () => {
    profileApi();
    let saved: unknown;
    server.use(
      http.put('*/user/profile', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ message: 'Profile updated successfully!', user: { ...profile, ...(saved as object) } });
      }),
    );
    const { user } = renderUi(<ProfileTab />, { user: ME });
    const phone = await screen.findByLabelText('Phone');
    await waitFor(() => expect(phone).toHaveValue('305-555-0100'));
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(phone).toHaveFocus();
    expect(phone).toHaveAccessibleDescription('This field is required');
    await user.type(phone, '305-555-0199');
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(saved).toMatchObject({ phone: '305-555-0199', name: 'Ana Lopez', zip_code: '33012' });
    expect(saved).not.toHaveProperty('email');
  });

  it('shows "Failed to update profile" when saving fails without a message', async () => {
    profileApi();
    server.use(http.put('*/user/profile', () => new HttpResponse(null, { status: 500 })));
    const { user } = renderUi(<ProfileTab />, { user: ME });
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveValue('305-555-0100'));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile');
  });

  /** DELETE /user/account: a session signed in more than 10 minutes ago must send its password. */
  const closeApi = (recentSignIn: boolean, deleted: (body: unknown) => void) =>
    server.use(
      http.delete('*/user/account', async ({ request }) => {
        const body = (await request.json()) as { password?: string };
        deleted(body);
        if (!recentSignIn && !body.password) {
          return HttpResponse.json({ error: 'Please enter your current password', code: 'password_required' }, { status: 400 });
        }
        return HttpResponse.json({ success: true, message: 'Account closed. You will be logged out.' });
      }),
    );

  it('closes the account only after a confirmation and DELETE typed exactly', async () => {
    profileApi();
    const deleted = vi.fn();
    closeApi(true, deleted);
    const { user } = renderUi(<ProfileTab />, { user: ME });
    await user.click(await screen.findByRole('button', { name: 'Close Account' }));
    const confirm = screen.getByRole('dialog', { name: 'Close Account' });
    expect(confirm).toHaveTextContent('Are you sure you want to close your account? This will disable your profile and remove your items.');
    await user.click(within(confirm).getByRole('button', { name: 'Continue' }));
    const typed = screen.getByRole('dialog', { name: 'Confirm Account Closure' });
    await user.type(within(typed).getByLabelText('Type "DELETE"'), 'delete');
    await user.click(within(typed).getByRole('button', { name: 'Close My Account' }));
    expect(screen.getByText('Account deletion cancelled. You must type "DELETE" exactly to confirm.')).toBeInTheDocument();
    expect(deleted).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Close Account' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Close Account' })).getByRole('button', { name: 'Continue' }));
    const again = screen.getByRole('dialog', { name: 'Confirm Account Closure' });
    expect(within(again).queryByLabelText('Current password')).toBeNull();
    await user.type(within(again).getByLabelText('Type "DELETE"'), 'DELETE');
    await user.click(within(again).getByRole('button', { name: 'Close My Account' }));
    expect((await screen.findAllByText('Account closed. You will be logged out.')).length).toBeGreaterThan(0);
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(deleted).toHaveBeenCalledWith({});
    // Logged out about 1.2 seconds later.
    expect(localStorage.getItem(TOKEN_KEY)).toBe('test-token');
    await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBeNull(), { timeout: 3000 });
  });

  it('asks for the current password when the server wants it from an older session', async () => {
    profileApi();
    const deleted = vi.fn();
    closeApi(false, deleted);
    const { user } = renderUi(<ProfileTab />, { user: ME });
    await user.click(await screen.findByRole('button', { name: 'Close Account' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Close Account' })).getByRole('button', { name: 'Continue' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Account Closure' });
    await user.type(within(dialog).getByLabelText('Type "DELETE"'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Close My Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter your current password');
    await user.click(within(dialog).getByRole('button', { name: 'Close My Account' }));
    expect(deleted).toHaveBeenCalledTimes(1); // an empty password is not sent
    await user.type(within(dialog).getByLabelText('Current password'), 'my-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Close My Account' }));
    expect((await screen.findAllByText('Account closed. You will be logged out.')).length).toBeGreaterThan(0);
    expect(deleted).toHaveBeenLastCalledWith({ password: 'my-pass-1' });
  });

  it('shows the server message when the account cannot be closed', async () => {
    profileApi();
    server.use(http.delete('*/user/account', () => HttpResponse.json({ error: 'Close your active trades first' }, { status: 409 })));
    const { user } = renderUi(<ProfileTab />, { user: ME });
    await user.click(await screen.findByRole('button', { name: 'Close Account' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Close Account' })).getByRole('button', { name: 'Continue' }));
    const typed = screen.getByRole('dialog', { name: 'Confirm Account Closure' });
    await user.type(within(typed).getByLabelText('Type "DELETE"'), 'DELETE');
    await user.click(within(typed).getByRole('button', { name: 'Close My Account' }));
    expect(await screen.findByText('Close your active trades first')).toBeInTheDocument();
  });
});

describe('address search', () => {
  it('asks the geocoder 300 ms after the 3rd character and fills the address from a suggestion', async () => {
    profileApi();
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('https://nominatim.openstreetmap.org/search', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(
          Array.from({ length: 7 }, (_, i) => ({
            display_name: `${100 + i} Main St, Miami Lakes, Florida, 33014, United States`,
            address: { house_number: String(100 + i), road: 'Main St', town: 'Miami Lakes', state: 'Florida', postcode: '33014' },
          })),
        );
      }),
    );
    renderUi(<ProfileTab />, { user: ME });
    const street = await screen.findByRole('combobox', { name: 'Street address' });
    await waitFor(() => expect(street).toHaveValue('1 Palm Ave'));

    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(street, { target: { value: '10' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(asked).toHaveLength(0);

    fireEvent.change(street, { target: { value: '100 Ma' } });
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(asked).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0].get('q')).toBe('100 Ma');
    expect(asked[0].get('format')).toBe('json');
    expect(asked[0].get('limit')).toBe('5');
    vi.useRealTimers();

    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(5);
    fireEvent.mouseDown(options[1]);
    expect(street).toHaveValue('101 Main St');
    expect(screen.getByLabelText('City')).toHaveValue('Miami Lakes');
    expect(screen.getByLabelText('State')).toHaveValue('FL');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('33014');
  });

  it('falls back quietly to typing when the service cannot be reached', async () => {
    profileApi();
    const { user } = renderUi(<ProfileTab />, { user: ME });
    const street = await screen.findByRole('combobox', { name: 'Street address' });
    await user.clear(street);
    await user.type(street, '200 Ocean Dr');
    expect(await screen.findByText('Address suggestions are unavailable right now; type your address.')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(street).toHaveValue('200 Ocean Dr');
  });
});
