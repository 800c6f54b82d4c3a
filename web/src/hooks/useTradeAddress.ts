import { useLocation, useNavigate } from 'react-router';
import { deeperState, searchWith, TRADE_PARAM } from '@/lib/accountAddress';

/** Ids are 24 hex characters; anything else typed into the address is ignored rather than fetched. */
const TRADE_ID = /^[0-9a-z]{1,64}$/i;

/**
 * The trade whose details are open, kept in the address (&trade=<id>) so the
 * dialog can be linked and reloaded, and Back closes it.
 */
export function useTradeAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const id = new URLSearchParams(location.search).get(TRADE_PARAM);
  const open = (tradeId: string) =>
    navigate({ pathname: location.pathname, search: searchWith(location.search, { [TRADE_PARAM]: tradeId }) }, { state: deeperState(location.state) });
  const close = () =>
    navigate({ pathname: location.pathname, search: searchWith(location.search, { [TRADE_PARAM]: null }) }, { replace: true, state: location.state });
  return { openId: id && TRADE_ID.test(id) ? id : null, open, close };
}
