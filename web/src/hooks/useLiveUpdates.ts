import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { liveConnected, runLiveStream, selectLiveConnected } from '@/lib/live';
import { useCurrentUser } from './useCurrentUser';
import { usePoll } from './usePoll';

/** Opens the signed-in member's live stream for as long as they are signed in. */
export function useLiveUpdates(): void {
  const dispatch = useDispatch();
  const { token } = useCurrentUser();
  useEffect(() => {
    if (!token || typeof fetch !== 'function' || typeof TextDecoderStream === 'undefined') return;
    const abort = new AbortController();
    void runLiveStream(dispatch, token, abort.signal);
    return () => {
      abort.abort();
      dispatch(liveConnected(false));
    };
  }, [dispatch, token]);
}

/** Polls `refresh` every `ms` only while the live stream is down: a slow fallback. */
export function useFallbackPoll(refresh: () => unknown, ms: number): void {
  const live = useSelector(selectLiveConnected);
  usePoll(refresh, ms, !live);
}
