import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '@/components/Spinner/Spinner';
import { errorText } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { useVerifyEmailMutation } from '@/features/auth/api';

export const VERIFIED_MESSAGE = 'Email verified! You can now log in.';
export const VERIFY_FALLBACK = 'Invalid or expired link';

/** /verify-email?token=: confirms the address with the server, says how it went, then goes home. */
export function VerifyEmail() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [verify] = useVerifyEmailMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      if (!token) {
        dispatch(flashShown(`Verification failed: ${VERIFY_FALLBACK}`, 'error'));
      } else {
        const result = await verify({ token });
        if ('error' in result) dispatch(flashShown(`Verification failed: ${errorText(result.error, VERIFY_FALLBACK)}`, 'error'));
        else dispatch(flashShown(VERIFIED_MESSAGE));
      }
      navigate('/', { replace: true });
    })();
  }, [token, verify, dispatch, navigate]);

  return <Spinner label="Verifying your email…" />;
}
