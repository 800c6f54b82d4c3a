import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { selectOverlays } from '@/lib/overlays';

const ItemDetailModal = lazy(() => import('@/features/items/components/ItemDetailModal'));
const RequestTradeModal = lazy(() => import('@/features/trades/request/RequestTradeModal'));

/** Dialogs any page can open: the bag details and the trade request (each loaded on first use). */
export function OverlayHost() {
  const { itemDetail, tradeRequest } = useSelector(selectOverlays);
  return (
    <Suspense fallback={null}>
      {itemDetail && <ItemDetailModal item={itemDetail} />}
      {tradeRequest && <RequestTradeModal item={tradeRequest} />}
    </Suspense>
  );
}
