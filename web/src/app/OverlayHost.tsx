import { lazy, Suspense } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectOverlays, tradeDetailClosed } from '@/lib/overlays';

const ItemDetailModal = lazy(() => import('@/features/items/components/ItemDetailModal'));
const RequestTradeModal = lazy(() => import('@/features/trades/request/RequestTradeModal'));
const TradeDetailModal = lazy(() => import('@/features/trades/components/TradeDetailModal'));

/** Dialogs any page can open: the bag details, the trade request and a trade's details (each loaded on first use). */
export function OverlayHost() {
  const dispatch = useDispatch();
  const { itemDetail, tradeRequest, tradeDetail } = useSelector(selectOverlays);
  return (
    <Suspense fallback={null}>
      {itemDetail && <ItemDetailModal item={itemDetail} />}
      {tradeRequest && <RequestTradeModal item={tradeRequest} />}
      {tradeDetail && <TradeDetailModal tradeId={tradeDetail} onClose={() => dispatch(tradeDetailClosed())} />}
    </Suspense>
  );
}
