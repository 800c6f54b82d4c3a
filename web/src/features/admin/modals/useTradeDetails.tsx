import { useState } from 'react';
import { TradeDetailsModal } from './TradeDetailsModal';

/** Trade Details opened from a list row: `show(id)` opens it; render `modal` once after the list. */
export function useTradeDetails(onNotice: (text: string) => void) {
  const [tradeId, setTradeId] = useState<string | null>(null);
  const modal = tradeId && <TradeDetailsModal tradeId={tradeId} onClose={() => setTradeId(null)} onNotice={onNotice} />;
  return { show: setTradeId, modal };
}
