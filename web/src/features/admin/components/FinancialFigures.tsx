import { Banner } from '@/components/Banner/Banner';
import { TradeMoney } from '@/components/TradeMoney/TradeMoney';
import type { TradeBreakdown } from '@/lib/tradeMoney';
import { ADMIN_MESSAGES } from '@/features/admin/messages';

interface FinancialFiguresProps {
  breakdown: TradeBreakdown | null | undefined;
  status: string;
  deliveryMethod: string | undefined;
  label: string;
}

/** One member's money in a trade, as the member sees it (the API's figures), or why there are none. */
export function FinancialFigures({ breakdown, status, deliveryMethod, label }: FinancialFiguresProps) {
  if (!breakdown) {
    return <Banner tone="error">{status === 'completed' ? ADMIN_MESSAGES.completedFinancialsUnavailable : ADMIN_MESSAGES.noFinancials}</Banner>;
  }
  return <TradeMoney breakdown={breakdown} deliveryMethod={deliveryMethod} label={label} />;
}
