import { ConditionPhotoStrip } from '@/components/TradeDetails/ConditionPhotoStrip';
import styles from '@/features/admin/admin.module.css';
import { dateTime } from '@/features/admin/lib/display';
import type { Dispute } from '@/features/admin/types';
import type { Schema } from '@/lib/apiTypes';
import photoStyles from './DisputeConditionPhotos.module.css';

type Photo = Schema<'DisputeConditionPhoto'>;
type Trade = NonNullable<Dispute['trade']>;

function bagName(trade: Trade | null, bagId: string): string {
  const bag = [trade?.offered_hat, trade?.requested_hat].find((b) => b?._id === bagId);
  return bag?.name ?? 'Bag';
}

function Side({ label, photos }: { label: 'As lent' | 'As returned'; photos: Photo[] }) {
  const first = photos[0];
  return (
    <div className={photoStyles.side}>
      <h5 className={photoStyles.sideTitle}>{label}</h5>
      {first ? (
        <>
          <p className={photoStyles.by}>
            By {first.user_name} {label === 'As lent' ? 'at receipt' : 'at the return'}, {dateTime(first.taken_at)}
          </p>
          <ConditionPhotoStrip photos={photos} title={`${label}, photographed by ${first.user_name}`} />
        </>
      ) : (
        <p className={photoStyles.by}>No photos.</p>
      )}
    </div>
  );
}

/** The trade's condition photos, attached to the dispute: each bag as lent beside as returned. */
export function DisputeConditionPhotos({ dispute, trade }: { dispute: Dispute; trade: Trade | null }) {
  const photos = dispute.condition_photos ?? [];
  const bags = [...new Set(photos.map((p) => p.bag_id))];
  return (
    <section className={styles.section} aria-label="Condition photos">
      <h3 className={styles.sectionTitle}>Condition photos</h3>
      {bags.length === 0 ? (
        <p className={styles.countLine}>No photos were taken at the handovers.</p>
      ) : (
        bags.map((bagId) => (
          <div key={bagId} className={photoStyles.bag} aria-label={bagName(trade, bagId)} role="group">
            <h4 className={photoStyles.bagTitle}>{bagName(trade, bagId)}</h4>
            <div className={photoStyles.sides}>
              <Side label="As lent" photos={photos.filter((p) => p.bag_id === bagId && p.label === 'As lent')} />
              <Side label="As returned" photos={photos.filter((p) => p.bag_id === bagId && p.label === 'As returned')} />
            </div>
          </div>
        ))
      )}
    </section>
  );
}
