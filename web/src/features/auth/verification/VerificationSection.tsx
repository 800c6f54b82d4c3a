import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/Button/Button';
import { VerifiedBadge } from '@/components/VerifiedBadge/VerifiedBadge';
import { formatDashboardDate } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { formatUSD } from '@/lib/format';
import { useGetVerificationQuery, useRefreshVerificationMutation, useStartVerificationMutation, type Verification } from './api';
import styles from './Verification.module.css';

export const VERIFICATION_MESSAGES = {
  verified: 'Your identity is verified.',
  failed: 'We could not verify your identity. Please try again.',
  startFailed: 'Could not start the identity check',
} as const;

/** What the row says of the member's verification. */
export function verificationText(v: Verification): string {
  const why =
    v.verification_required_above == null
      ? 'Verified members show a badge on their closet, bags and trades.'
      : `Trades of a bag worth more than ${formatUSD(v.verification_required_above)} need both members verified.`;
  switch (v.status) {
    case 'verified':
      return `Verified on ${formatDashboardDate(v.verified_at)}${v.initials ? ` as ${v.initials}` : ''}. Only the date and your initials are kept.`;
    case 'pending':
      return `Your check has not finished yet. ${why}`;
    case 'requires_input':
      return `The last check could not verify your document. ${why}`;
    case 'canceled':
      return `The last check was cancelled. ${why}`;
    default:
      return `Verify with a photo ID through our payment partner; only the outcome, the date and your initials are kept. ${why}`;
  }
}

/** The profile's identity row: the status, the hosted check, and its outcome read again on return. */
export function VerificationSection() {
  const dispatch = useDispatch();
  const { data, isError } = useGetVerificationQuery();
  const [start, { isLoading: starting }] = useStartVerificationMutation();
  const [refresh, { isLoading: refreshing }] = useRefreshVerificationMutation();
  const [params, setParams] = useSearchParams();
  const returned = params.get('verification') === 'return';
  const refreshed = useRef(false);

  useEffect(() => {
    if (!returned || refreshed.current) return;
    refreshed.current = true;
    setParams(
      (p) => {
        p.delete('verification');
        return p;
      },
      { replace: true },
    );
    void refresh().then((result) => {
      if ('error' in result) return;
      if (result.data.status === 'verified') dispatch(flashShown(VERIFICATION_MESSAGES.verified));
      else if (result.data.status === 'requires_input') dispatch(flashShown(VERIFICATION_MESSAGES.failed, 'error'));
    });
  }, [returned, refresh, setParams, dispatch]);

  if (isError || !data || (!data.available && data.status !== 'verified')) return null;

  const begin = async () => {
    const result = await start();
    if ('error' in result) return dispatch(flashShown(errorText(result.error, VERIFICATION_MESSAGES.startFailed), 'error'));
    window.location.assign(result.data.url);
  };

  return (
    <section className={styles.box} id="verify-identity" aria-label="Identity verification">
      <div>
        <strong>
          Identity verification<VerifiedBadge verified={data.status === 'verified'} />
        </strong>
        <p className="hint">{verificationText(data)}</p>
      </div>
      {data.status !== 'verified' && (
        <Button variant="outline" disabled={starting || refreshing} onClick={begin}>
          {starting ? 'Opening…' : data.status === 'unverified' ? 'Verify My Identity' : 'Verify Again'}
        </Button>
      )}
    </section>
  );
}
