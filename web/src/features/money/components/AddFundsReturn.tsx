import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ACCOUNT_PARAM, searchWith } from '@/lib/accountAddress';
import { isApiError } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { useVerifyPaymentSessionMutation } from '@/features/money/api';
import { ADD_FUNDS_FLAG_KEY, MONEY_MESSAGES } from '@/features/money/messages';
import { paymentNoticeSet, paymentVerifying } from '@/features/money/paymentSlice';

/**
 * Back from the card checkout: /?add_funds=success&session_id=... opens the
 * Balance tab, confirms the session with the server and refreshes the
 * balance; /?add_funds=cancel says the payment was cancelled. Either way the
 * address is cleaned and left on the Balance tab's own address.
 */
export function AddFundsReturn() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [verify] = useVerifyPaymentSessionMutation();
  const handled = useRef<string | null>(null);
  const outcome = params.get('add_funds');
  const sessionId = params.get('session_id');

  useEffect(() => {
    if (outcome !== 'success' && outcome !== 'cancel') return;
    const key = `${outcome}:${sessionId ?? ''}`;
    if (handled.current === key) return;
    handled.current = key;

    localStorage.setItem(ADD_FUNDS_FLAG_KEY, outcome);
    // The address opens the Balance tab (?account=balance), in place of the checkout's parameters.
    const search = searchWith(location.search, { add_funds: null, session_id: null, [ACCOUNT_PARAM]: 'balance' });
    navigate({ pathname: location.pathname, search }, { replace: true });

    if (outcome === 'cancel') {
      dispatch(paymentNoticeSet({ tone: 'info', text: MONEY_MESSAGES.paymentCancelled }));
      dispatch(flashShown(MONEY_MESSAGES.paymentCancelled, 'info'));
      return;
    }
    if (!sessionId) {
      dispatch(paymentNoticeSet({ tone: 'error', text: MONEY_MESSAGES.paymentFailed }));
      return;
    }
    dispatch(paymentVerifying());
    verify({ session_id: sessionId }).then((result) => {
      if ('error' in result) {
        const error = result.error;
        const text =
          isApiError(error) && error.error_type === 'credit_card_rejected' ? MONEY_MESSAGES.creditCard : MONEY_MESSAGES.paymentFailed;
        dispatch(paymentNoticeSet({ tone: 'error', text }));
        dispatch(flashShown(text, 'error'));
      } else {
        dispatch(paymentNoticeSet({ tone: 'success', text: MONEY_MESSAGES.paymentSuccess }));
        dispatch(flashShown(MONEY_MESSAGES.paymentSuccess));
      }
      localStorage.removeItem(ADD_FUNDS_FLAG_KEY);
    });
  }, [outcome, sessionId, location.search, location.pathname, navigate, dispatch, verify]);

  return null;
}
