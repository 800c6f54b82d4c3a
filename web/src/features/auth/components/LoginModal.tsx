import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { Field } from '@/components/Field/Field';
import { FormError } from '@/components/FormFooter/FormFooter';
import { Modal } from '@/components/Modal/Modal';
import { errorText, isApiError } from '@/lib/errors';
import type { SessionUser } from '@/lib/session';
import { useLoginMutation, useRegisterMutation, useRequestPasswordResetMutation } from '@/features/auth/api';
import { isRecoveryCode } from '@/features/auth/recoveryCodes';
import { completeLogin } from '@/features/auth/sessionThunks';
import type { Registration } from '@/features/auth/types';
import { requiredErrors, useFieldErrors } from '@/hooks/useFieldErrors';
import styles from './LoginModal.module.css';

export const MESSAGES = {
  required: 'Please fill in all required fields',
  name: 'Please enter your name',
  code: 'Please enter a valid 6-digit code',
  recoveryCode: 'Please enter a recovery code like abcde-23456',
  passwordShort: 'Password must be at least 6 characters long',
  authFailed: 'Authentication failed. Please check your credentials.',
  resetSent: 'If this email exists, a password reset link has been sent.',
  resetFailed: 'Unable to send reset link right now. Please try again later.',
  twoFactorPrompt: 'Two-factor authentication is on for this account. Enter the 6-digit code from your authenticator app.',
  recoveryPrompt: 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each works once.',
} as const;

type Mode = 'login' | 'register' | 'registered' | 'reset';

const TITLES: Record<Mode, string> = {
  login: 'Login',
  register: 'Sign Up',
  registered: 'Registration Successful',
  reset: 'Reset Password',
};

const EMPTY_REGISTRATION: Registration = {
  name: '',
  email: '',
  password: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zip_code: '',
  closet_name: '',
};

interface LoginModalProps {
  open: boolean;
  onClose: () => void;
  /** Called after a successful login (the session is already stored). */
  onLoggedIn: (user: SessionUser | null) => void;
  initialMode?: 'login' | 'register';
}

/** Login / Sign Up, with the two-factor code step, password reset and "Registration Successful". */
export function LoginModal({ open, onClose, onLoggedIn, initialMode = 'login' }: LoginModalProps) {
  const [mode, setMode] = useState<Mode>(initialMode);
  const [email, setEmail] = useState('');

  return (
    <Modal open={open} title={TITLES[mode]} onClose={onClose} size={mode === 'register' ? 'medium' : 'small'}>
      {(mode === 'login' || mode === 'register') && (
        <div className={styles.switch} role="group" aria-label="Login or sign up">
          <button type="button" aria-pressed={mode === 'login'} onClick={() => setMode('login')}>
            Login
          </button>
          <button type="button" aria-pressed={mode === 'register'} onClick={() => setMode('register')}>
            Sign Up
          </button>
        </div>
      )}
      {mode === 'login' && (
        <LoginForm email={email} onEmailChange={setEmail} onLoggedIn={onLoggedIn} onForgot={() => setMode('reset')} />
      )}
      {mode === 'register' && (
        <RegisterForm
          onRegistered={(registeredEmail) => {
            setEmail(registeredEmail);
            setMode('registered');
          }}
        />
      )}
      {mode === 'registered' && (
        <div className={styles.success}>
          <span className={styles.tick} aria-hidden="true">
            ✓
          </span>
          <p>Welcome to the community! Your account has been created.</p>
          <p>
            Email verification is disabled for testing, so your account is usable at once: log in and start trading.
          </p>
          <Button onClick={() => setMode('login')}>Back to Login</Button>
        </div>
      )}
      {mode === 'reset' && <ResetRequestForm email={email} onEmailChange={setEmail} onBack={() => setMode('login')} />}
    </Modal>
  );
}

function LoginForm({
  email,
  onEmailChange,
  onLoggedIn,
  onForgot,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onLoggedIn: (user: SessionUser | null) => void;
  onForgot: () => void;
}) {
  const dispatch = useDispatch();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const [recovery, setRecovery] = useState(false); // a recovery code in place of the app's code
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, summary, show, clear } = useFieldErrors<'email' | 'password' | 'code'>();
  const [login, { isLoading }] = useLoginMutation();

  const switchCode = (useRecovery: boolean) => {
    setRecovery(useRecovery);
    setCode('');
    setError(null);
    clear('code');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (show(requiredErrors({ email, password }, ['email', 'password']), MESSAGES.required)) return;
    if (needsCode && !recovery && !/^\d{6}$/.test(code.trim())) return void show({ code: MESSAGES.code });
    if (needsCode && recovery && !isRecoveryCode(code)) return void show({ code: MESSAGES.recoveryCode });
    const result = await login({ email: email.trim(), password, ...(needsCode ? { code: code.trim() } : {}) });
    if ('error' in result) {
      const failure = result.error;
      if (isApiError(failure) && failure.code === '2fa_required') {
        if (needsCode) setError(`Login failed: ${failure.message}`);
        setNeedsCode(true);
        return;
      }
      console.warn('Login failed:', failure);
      setError(`Login failed: ${errorText(failure, MESSAGES.authFailed)}`);
      return;
    }
    const { token, user } = result.data;
    if (!token) {
      setError(MESSAGES.authFailed);
      return;
    }
    completeLogin(dispatch, token, user);
    onLoggedIn(user);
  };

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      {error && <Banner tone="error">{error}</Banner>}
      <Field label="Email" required error={errors.email}>
        <input
          className="input"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            onEmailChange(e.target.value);
            clear('email');
          }}
          disabled={needsCode}
          data-initial-focus
        />
      </Field>
      <Field label="Password" required error={errors.password}>
        <input
          className="input"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            clear('password');
          }}
          disabled={needsCode}
        />
      </Field>
      {needsCode && (
        <CodeStep
          key={recovery ? 'recovery' : 'app'}
          kind={recovery ? 'recovery' : 'app'}
          code={code}
          onCode={(value) => {
            setCode(value);
            clear('code');
          }}
          onSwitch={() => switchCode(!recovery)}
          error={errors.code}
        />
      )}
      <FormError message={summary} />
      <Button type="submit" block disabled={isLoading}>
        {isLoading ? 'Logging in…' : needsCode ? 'Verify and log in' : 'Login'}
      </Button>
      {needsCode ? (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setNeedsCode(false);
            switchCode(false);
          }}
        >
          Use a different account
        </button>
      ) : (
        <button type="button" className={styles.linkButton} onClick={onForgot}>
          Forgot your password?
        </button>
      )}
    </form>
  );
}

type CodeKind = 'app' | 'recovery';

/** How each kind of second-step code is asked for, typed and swapped for the other kind. */
const CODE_KINDS: Record<CodeKind, { prompt: string; label: string; input: InputHTMLAttributes<HTMLInputElement>; clean: (typed: string) => string; switchLabel: string }> = {
  app: {
    prompt: MESSAGES.twoFactorPrompt,
    label: 'Two-factor code',
    input: { className: `input ${styles.codeInput}`, inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 },
    clean: (typed) => typed.replace(/\D/g, ''),
    switchLabel: 'Use a recovery code',
  },
  recovery: {
    prompt: MESSAGES.recoveryPrompt,
    label: 'Recovery code',
    input: { className: 'input', autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, maxLength: 13 },
    clean: (typed) => typed,
    switchLabel: 'Use the code from your app',
  },
};

/** The login's second step: the code from the authenticator app, or a recovery code in its place. */
function CodeStep({
  kind,
  code,
  onCode,
  onSwitch,
  error,
}: {
  kind: CodeKind;
  code: string;
  onCode: (code: string) => void;
  onSwitch: () => void;
  error?: string;
}) {
  const { prompt, label, input, clean, switchLabel } = CODE_KINDS[kind];
  return (
    <>
      <Banner tone="info">{prompt}</Banner>
      <Field label={label} required error={error}>
        <input
          {...input}
          value={code}
          onChange={(e) => onCode(clean(e.target.value))}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the second step of the login dialog asks only for this code
          autoFocus
        />
      </Field>
      <button type="button" className={styles.linkButton} onClick={onSwitch}>
        {switchLabel}
      </button>
    </>
  );
}

function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const [form, setForm] = useState<Registration>(EMPTY_REGISTRATION);
  const [error, setError] = useState<string | null>(null);
  const { formRef, errors, summary, show, clear } = useFieldErrors<'name' | 'email' | 'password'>();
  const [register, { isLoading }] = useRegisterMutation();
  const set = (field: keyof Registration) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    if (field === 'name' || field === 'email' || field === 'password') clear(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (show(requiredErrors(form, ['email', 'password']), MESSAGES.required)) return;
    if (show({ name: form.name.trim() ? undefined : MESSAGES.name })) return;
    if (show({ password: form.password.length < 6 ? MESSAGES.passwordShort : undefined })) return;
    const result = await register({ ...form, email: form.email.trim(), name: form.name.trim() });
    if ('error' in result) {
      console.warn('Registration failed:', result.error);
      setError(errorText(result.error, 'Registration failed. Please try again.'));
      return;
    }
    onRegistered(form.email.trim());
  };

  return (
    <form ref={formRef} className="form" onSubmit={submit} noValidate>
      {error && <Banner tone="error">{error}</Banner>}
      <div className="form-row">
        <Field label="Name" required error={errors.name}>
          <input className="input" autoComplete="name" value={form.name} onChange={set('name')} />
        </Field>
        <Field label="Closet name" hint="Shown on your public closet">
          <input className="input" value={form.closet_name} onChange={set('closet_name')} />
        </Field>
      </div>
      <div className="form-row">
        <Field label="Email" required error={errors.email}>
          <input className="input" type="email" autoComplete="email" value={form.email} onChange={set('email')} />
        </Field>
        <Field label="Password" required hint="At least 6 characters" error={errors.password}>
          <input className="input" type="password" autoComplete="new-password" value={form.password} onChange={set('password')} />
        </Field>
      </div>
      <Field label="Phone">
        <input className="input" type="tel" autoComplete="tel" value={form.phone} onChange={set('phone')} />
      </Field>
      <Field label="Street address">
        <input className="input" autoComplete="street-address" value={form.address} onChange={set('address')} />
      </Field>
      <div className="form-row">
        <Field label="City">
          <input className="input" autoComplete="address-level2" value={form.city} onChange={set('city')} />
        </Field>
        <Field label="State">
          <input className="input" autoComplete="address-level1" value={form.state} onChange={set('state')} />
        </Field>
        <Field label="ZIP code" hint="Used for local pickups">
          <input
            className="input"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={form.zip_code}
            onChange={set('zip_code')}
          />
        </Field>
      </div>
      <FormError message={summary} />
      <Button type="submit" block disabled={isLoading}>
        {isLoading ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}

function ResetRequestForm({
  email,
  onEmailChange,
  onBack,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}) {
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setNotice({ tone: 'error', text: MESSAGES.required });
      return;
    }
    const result = await requestReset({ email: email.trim() });
    setNotice('error' in result ? { tone: 'error', text: MESSAGES.resetFailed } : { tone: 'success', text: MESSAGES.resetSent });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <p className="hint">Enter the email you signed up with and we will send you a link to choose a new password.</p>
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      <Field label="Email" required>
        <input className="input" type="email" autoComplete="email" value={email} onChange={(e) => onEmailChange(e.target.value)} />
      </Field>
      <Button type="submit" block disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send reset link'}
      </Button>
      <button type="button" className={styles.linkButton} onClick={onBack}>
        Back to Login
      </button>
    </form>
  );
}

export default LoginModal;
