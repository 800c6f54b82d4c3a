import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY, USER_KEY } from '@/lib/session';
import { accountUser } from '@/testing/fixtures';
import { renderUi } from '@/testing/renderUi';
import { server } from '@/testing/server';
import { LoginModal } from './LoginModal';

const user = accountUser({ _id: 'u1', name: 'Ana' });

function open(onLoggedIn = vi.fn()) {
  const view = renderUi(<LoginModal open onClose={vi.fn()} onLoggedIn={onLoggedIn} />);
  const dialog = () => screen.getByRole('dialog');
  const pressLogin = () => view.user.click(within(dialog()).getAllByRole('button', { name: 'Login' }).at(-1)!);
  /** Types the credentials into the login form and submits it. */
  const logIn = async (password: string) => {
    await view.user.type(within(dialog()).getByLabelText('Email'), 'ana@example.test');
    await view.user.type(within(dialog()).getByLabelText('Password'), password);
    await pressLogin();
  };
  const verify = () => view.user.click(within(dialog()).getByRole('button', { name: 'Verify and log in' }));
  return { ...view, dialog, onLoggedIn, pressLogin, logIn, verify };
}

/** The login endpoint of an account with two-factor on: it asks for a code until one comes, then signs in. Returns the bodies it received. */
function serveTwoFactorLogin(token: string) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/login', async ({ request }) => {
      const body = (await request.json()) as { code?: string };
      bodies.push(body);
      if (!body.code) return HttpResponse.json({ error: 'Two-factor code required', code: '2fa_required' }, { status: 401 });
      return HttpResponse.json({ token, user, message: 'Login successful' });
    }),
  );
  return bodies;
}

describe('login', () => {
  it('asks for email and password', async () => {
    const { dialog, pressLogin } = open();
    await pressLogin();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    const email = within(dialog()).getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(within(dialog()).getByLabelText('Password')).toHaveAccessibleDescription('This field is required');
    expect(email).toHaveFocus();
  });

  it('clears a field\'s error as soon as it is edited, and the summary with the last one', async () => {
    const { user: u, dialog, pressLogin } = open();
    await pressLogin();
    await u.type(within(dialog()).getByLabelText('Email'), 'ana@example.test');
    expect(within(dialog()).getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog()).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await u.type(within(dialog()).getByLabelText('Password'), 's');
    expect(within(dialog()).getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('stores the session, says "Login successful!" and reports the user', async () => {
    let sent: unknown;
    server.use(
      http.post('*/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ token: 'tok', user, message: 'Login successful' });
      }),
    );
    const { logIn, onLoggedIn } = open();
    await logIn('secret1');
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(sent).toEqual({ email: 'ana@example.test', password: 'secret1' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok');
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toEqual(user);
    expect(onLoggedIn).toHaveBeenCalledWith(user);
  });

  it('shows "Login failed: {message}" with the server message', async () => {
    server.use(http.post('*/login', () => HttpResponse.json({ error: 'Invalid email or password', code: 'unauthorized' }, { status: 401 })));
    const { dialog, logIn } = open();
    await logIn('nope');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Login failed: Invalid email or password');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('falls back to the credentials message, and stores nothing without a token', async () => {
    server.use(http.post('*/login', () => new HttpResponse(null, { status: 500 })));
    const { dialog, logIn, pressLogin } = open();
    await logIn('x');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Login failed: Authentication failed. Please check your credentials.');

    server.use(http.post('*/login', () => HttpResponse.json({ user, message: 'Please verify your email' })));
    await pressLogin();
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent(/^Authentication failed. Please check your credentials.$/));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('asks for the two-factor code when the server wants one, and checks it is 6 digits', async () => {
    const bodies = serveTwoFactorLogin('tok2');
    const { user: u, dialog, logIn, verify } = open();
    await logIn('secret1');
    const code = await within(dialog()).findByLabelText('Two-factor code');
    await u.type(code, '12a3');
    expect(code).toHaveValue('123');
    await verify();
    expect(code).toHaveAccessibleDescription('Please enter a valid 6-digit code');
    expect(code).toHaveFocus();
    await u.type(code, '4');
    expect(code).not.toHaveAttribute('aria-invalid');
    await u.type(code, '56');
    await verify();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ email: 'ana@example.test', password: 'secret1', code: '123456' });
  });
});

describe('recovery codes', () => {
  it('signs in with a recovery code in place of the app\'s code', async () => {
    const bodies = serveTwoFactorLogin('tok3');
    const { user: u, dialog, logIn, verify } = open();
    await logIn('secret1');
    await within(dialog()).findByLabelText('Two-factor code');
    await u.click(within(dialog()).getByRole('button', { name: 'Use a recovery code' }));
    const code = within(dialog()).getByLabelText('Recovery code');
    await u.type(code, 'abcde-2345');
    await verify();
    expect(code).toHaveAccessibleDescription('Please enter a recovery code like abcde-23456');
    expect(code).toHaveFocus();
    await u.type(code, '6');
    await verify();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ email: 'ana@example.test', password: 'secret1', code: 'abcde-23456' });
  });
});

describe('sign up', () => {
  it('checks email, password and name, then shows Registration Successful', async () => {
    let sent: Record<string, string> | undefined;
    server.use(
      http.post('*/register', async ({ request }) => {
        sent = (await request.json()) as Record<string, string>;
        return HttpResponse.json({ token: 't', user }, { status: 201 });
      }),
    );
    const { user: u } = open();
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign Up' });
    await u.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('This field is required');
    expect(within(dialog).getByLabelText('Email')).toHaveFocus();

    await u.type(within(dialog).getByLabelText('Email'), 'new@example.test');
    expect(within(dialog).getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await u.type(within(dialog).getByLabelText('Password'), 'abc');
    await u.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();

    await u.type(within(dialog).getByLabelText('Name'), 'Nadia');
    expect(within(dialog).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    await u.click(within(dialog).getByRole('button', { name: 'Create account' }));
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('At least 6 characters Password must be at least 6 characters long');
    expect(password).toHaveFocus();
    await u.type(password, 'def');
    expect(password).not.toHaveAttribute('aria-invalid');

    await u.type(within(dialog).getByLabelText('ZIP code'), '33016');
    await u.click(within(dialog).getByRole('button', { name: 'Create account' }));
    const done = await screen.findByRole('dialog', { name: 'Registration Successful' });
    expect(done).toHaveTextContent('Email verification is disabled for testing');
    expect(sent).toMatchObject({ name: 'Nadia', email: 'new@example.test', password: 'abcdef', zip_code: '33016' });
    // Registration does not log in: the member logs in from here.
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    await u.click(within(done).getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('new@example.test');
  });

  it('shows the server message when registration is refused', async () => {
    server.use(http.post('*/register', () => HttpResponse.json({ error: 'An account with this email already exists' }, { status: 409 })));
    const { user: u } = open();
    await u.click(screen.getByRole('button', { name: 'Sign Up' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign Up' });
    await u.type(within(dialog).getByLabelText('Name'), 'Nadia');
    await u.type(within(dialog).getByLabelText('Email'), 'taken@example.test');
    await u.type(within(dialog).getByLabelText('Password'), 'abcdef');
    await u.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An account with this email already exists');
  });
});

describe('password reset request', () => {
  it('says a link was sent, or that it cannot send one right now', async () => {
    server.use(http.post('*/password-reset/request', () => HttpResponse.json({ message: 'ok' })));
    const { user: u, dialog } = open();
    await u.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(dialog()).toHaveAccessibleName('Reset Password');
    await u.type(within(dialog()).getByLabelText('Email'), 'ana@example.test');
    await u.click(within(dialog()).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog()).findByText('If this email exists, a password reset link has been sent.')).toBeInTheDocument();

    server.use(http.post('*/password-reset/request', () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    await u.click(within(dialog()).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog()).findByText('Unable to send reset link right now. Please try again later.')).toBeInTheDocument();
  });
});
