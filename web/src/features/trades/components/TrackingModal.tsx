import { Modal } from '@/components/Modal/Modal';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { useGetTrackingQuery } from '@/features/trades/api';
import type { TrackingLeg } from '@/features/trades/types';
import styles from './Trades.module.css';

const STATUS_LABELS: Record<string, string> = {
  pre_transit: 'Label created',
  transit: 'In transit',
  in_transit: 'In transit',
  delivered: 'Delivered',
  returned: 'Returned to sender',
  failure: 'Delivery problem',
  unknown: 'No scans yet',
};

function statusLabel(status: string): string {
  return STATUS_LABELS[status.toLowerCase()] ?? status.replace(/_/g, ' ');
}

function carrierLabel(carrier: string): string {
  return carrier === 'offline' ? 'Built-in test carrier' : carrier.toUpperCase() === carrier ? carrier : carrier.replace(/^\w/, (c) => c.toUpperCase());
}

function Leg({ title, leg }: { title: string; leg?: TrackingLeg | null }) {
  return (
    <li className={styles.leg}>
      <h4>{title}</h4>
      {leg?.tracking_number ? (
        <p>
          {leg.carrier && <span>{carrierLabel(leg.carrier)} · </span>}
          {leg.tracking_url ? (
            <a href={leg.tracking_url} target="_blank" rel="noreferrer">
              {leg.tracking_number}
            </a>
          ) : (
            leg.tracking_number
          )}
          {leg.status && <span> · {statusLabel(leg.status)}</span>}
        </p>
      ) : (
        <p className="hint">No tracking number yet.</p>
      )}
    </li>
  );
}

/** Package Tracking: both bags out and back, with carrier and tracking links. */
export function TrackingModal({ tradeId, onClose }: { tradeId: string; onClose: () => void }) {
  const { data, isLoading } = useGetTrackingQuery(tradeId);
  return (
    <Modal open title="Package Tracking" onClose={onClose}>
      {isLoading ? (
        <Skeleton height="8rem" />
      ) : !data ? (
        <p>Tracking information is not available yet. It appears once the shipping labels are used.</p>
      ) : (
        <ul className={styles.legs}>
          <Leg title="Your bag to your partner" leg={data.outgoing?.to_partner} />
          <Leg title="Your bag coming back" leg={data.outgoing?.return} />
          <Leg title="Your partner's bag to you" leg={data.incoming?.from_partner} />
          <Leg title="Returning your partner's bag" leg={data.incoming?.return} />
        </ul>
      )}
    </Modal>
  );
}
