import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router';
import { accountDialogClosed, selectSession } from '@/features/auth/sessionSlice';
import { ACCOUNT_PARAM, accountDepthOf, accountTabOf, deeperState, searchWith, TRADE_PARAM } from '@/lib/accountAddress';
import { accountDialogRequested, type AccountTab } from '@/lib/appEvents';

/**
 * Keeps the account panel and the address in step: every tab has one
 * (?account=bags), which can be linked or reloaded; each tab change is a
 * history entry, so Back steps back through the tabs and then closes the
 * panel; closing it goes back past the entries it added.
 *
 * Its own moves render at once (flushSync), not as the router's usual
 * transition: otherwise a Back quicker than the screen renders only the
 * entry the panel was opened on, under the key it left, and is missed.
 * They start in a microtask, just after the effect that asks for them:
 * inside an effect React cannot flush.
 */
export function AccountAddress() {
  const dispatch = useDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const { dialogOpen, dialogTab } = useSelector(selectSession);
  const urlTab = accountTabOf(new URLSearchParams(location.search));
  const panelTab: AccountTab | null = dialogOpen ? (dialogTab ?? 'overview') : null;
  const seenUrl = useRef<AccountTab | null>(null);
  // Only this effect moves it; a change the address asked for is recognised by matching the address.
  const seenPanel = useRef<AccountTab | null>(panelTab);
  // The entry this component navigated away from: until the address has moved on, it is not news.
  const leaving = useRef<string | null>(null);
  // Closing went back to the entry the panel was opened on, which still shows ?account= when that was a link.
  const closing = useRef(false);

  const move = (to: To, options: NavigateOptions) => queueMicrotask(() => void navigate(to, { ...options, flushSync: true }));
  const pageAddress = { pathname: location.pathname, search: searchWith(location.search, { [ACCOUNT_PARAM]: null, [TRADE_PARAM]: null }) };

  // The panel opened, changed tab or closed: record it in the address.
  useEffect(() => {
    if (panelTab === seenPanel.current) return;
    seenPanel.current = panelTab;
    if (panelTab === urlTab) return;
    leaving.current = location.key;
    if (panelTab) {
      seenUrl.current = panelTab;
      move(
        { pathname: location.pathname, search: searchWith(location.search, { [ACCOUNT_PARAM]: panelTab, [TRADE_PARAM]: null }) },
        { state: deeperState(location.state) },
      );
      return;
    }
    const depth = accountDepthOf(location.state);
    if (depth > 0) {
      closing.current = true;
      navigate(-depth);
    } else {
      seenUrl.current = null;
      move(pageAddress, { replace: true });
    }
  });

  // The address changed (a link, a reload, Back or Forward): open, switch or close the panel.
  useEffect(() => {
    if (leaving.current === location.key) return;
    leaving.current = null;
    if (closing.current) {
      closing.current = false;
      seenUrl.current = null;
      if (urlTab) {
        leaving.current = location.key;
        move(pageAddress, { replace: true });
      }
      return;
    }
    if (urlTab === seenUrl.current) return;
    seenUrl.current = urlTab;
    if (urlTab === panelTab) return;
    dispatch(urlTab ? accountDialogRequested({ tab: urlTab }) : accountDialogClosed());
  });

  return null;
}
