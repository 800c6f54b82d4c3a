import { useState } from 'react';
import { errorText } from '@/lib/errors';
import { useCanReviewMutation } from '@/features/trades/api';
import { TRADE_MESSAGES } from '@/features/trades/messages';
import { RateTradeModal } from './RateTradeModal';

/** "Rate Trade": asks the server whether this member may review, then opens the form. */
export function useRateTrade() {
  const [checkReview, { isLoading }] = useCanReviewMutation();
  const [open, setOpen] = useState<{ tradeId: string; partnerName: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const start = async (tradeId: string, partnerName: string) => {
    setError(null);
    const result = await checkReview(tradeId);
    if ('error' in result) return setError(errorText(result.error, TRADE_MESSAGES.reviewCheckFailed));
    if (!result.data?.can_review) return setError(result.data?.reason || TRADE_MESSAGES.cannotReview);
    setOpen({ tradeId, partnerName });
  };

  const modal = open ? <RateTradeModal tradeId={open.tradeId} partnerName={open.partnerName} onClose={() => setOpen(null)} /> : null;
  return { start, checking: isLoading, error, clearError: () => setError(null), modal };
}
