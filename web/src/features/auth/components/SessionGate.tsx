import { useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { FullPageSpinner } from '@/components/Spinner/Spinner';
import { isApiError } from '@/lib/errors';
import { clearStoredSession, writeStoredUser } from '@/lib/session';
import { useGetProfileQuery } from '@/lib/memberApi';
import { selectSession, sessionChecked, sessionRejected } from '@/features/auth/sessionSlice';

export const CHECKING_LOGIN_MESSAGE = 'Checking your login…';

/**
 * While a stored login is validated with the server (GET /user/profile) a
 * full-screen message shows. A refused login is forgotten; when the server
 * cannot be reached the stored login is kept.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { checking } = useSelector(selectSession);
  const dispatch = useDispatch();
  const { data, error, isSuccess, isError } = useGetProfileQuery(undefined, { skip: !checking });

  useEffect(() => {
    if (!checking) return;
    if (isSuccess) {
      writeStoredUser(data);
      dispatch(sessionChecked(data));
    } else if (isError) {
      if (isApiError(error) && error.status === 401) {
        clearStoredSession();
        dispatch(sessionRejected());
      } else {
        dispatch(sessionChecked(undefined));
      }
    }
  }, [checking, isSuccess, isError, data, error, dispatch]);

  if (checking) return <FullPageSpinner label={CHECKING_LOGIN_MESSAGE} />;
  return <>{children}</>;
}
