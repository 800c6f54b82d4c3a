import { useState } from 'react';
import { TradePerspectiveModal } from './TradePerspectiveModal';

interface Perspective {
  tradeId: string;
  userId: string;
  name: string;
}

/** A member's view of a trade: `show(trade, member, name)` opens it; render `modal` once. */
export function useTradePerspective() {
  const [open, setOpen] = useState<Perspective | null>(null);
  const show = (tradeId: string, userId: string, name: string) => setOpen({ tradeId, userId, name });
  const modal = open && <TradePerspectiveModal tradeId={open.tradeId} userId={open.userId} name={open.name} onClose={() => setOpen(null)} />;
  return { show, modal };
}
