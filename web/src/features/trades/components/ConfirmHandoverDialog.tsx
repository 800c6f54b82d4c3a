import { useState } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { formatWeekdayDate } from '@/lib/dates';
import { handoverDays, handoverReached } from '@/lib/tradeDays';
import { useGetSettingsQuery } from '@/lib/memberApi';
import { perspective, type Trade } from '@/lib/trades';
import type { Handover } from '@/features/trades/conditionPhotos';
import { ConditionPhotoPicker, type PickedPhoto } from './ConditionPhotoPicker';
import styles from './Trades.module.css';

/** What a refused confirmation answered: its message, and its code when the server sent one. */
export interface ConfirmRefusal {
  message: string;
  code?: string;
}

interface ConfirmHandoverDialogProps {
  trade: Trade;
  me: string | undefined;
  handover: Handover;
  busy: boolean;
  onCancel: () => void;
  /** Sends the confirmation with the uploaded photos; answers the refusal, or null when it was recorded. */
  onConfirm: (photoIds: string[]) => Promise<ConfirmRefusal | null>;
}

/**
 * Confirming a handover: photos of the bag as it arrived (asked for, and
 * required above the administrators' bag value), then the one-time confirmation.
 */
export function ConfirmHandoverDialog({ trade, me, handover, busy, onCancel, onConfirm }: ConfirmHandoverDialogProps) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The server said photos are needed for this bag (above the administrators' value).
  const [refusedForPhotos, setRefusedForPhotos] = useState(false);
  const settings = useGetSettingsQuery();
  const side = perspective(trade, me);
  const arriving = handover === 'received' ? side.theirItem : side.myItem;
  const bag = arriving?.name ?? (handover === 'received' ? 'their bag' : 'your bag');
  const above = settings.data?.condition_photos_required_above;
  const required = refusedForPhotos || (typeof above === 'number' && typeof arriving?.value === 'number' && arriving.value > above);
  const uploading = photos.some((p) => !p.id && !p.error);
  const early = handover === 'received' && !handoverReached(trade);

  const confirm = async () => {
    setError(null);
    setPhotoError(null);
    const refusal = await onConfirm(photos.filter((p) => p.id).map((p) => p.id as string));
    if (!refusal) return;
    if (refusal.code === 'photos_required' || /photo/i.test(refusal.message)) {
      // The server deleted the refused confirmation's uploads: start the photos again.
      setPhotos([]);
      setPhotoError(refusal.message);
      if (refusal.code === 'photos_required') setRefusedForPhotos(true);
    } else setError(refusal.message);
  };

  return (
    <ConfirmDialog
      open
      title={handover === 'received' ? 'Confirm you received the bag' : 'Confirm your bag is back'}
      confirmLabel={uploading ? 'Uploading photos…' : handover === 'received' ? 'Confirm Received' : 'Confirm Returned'}
      cancelLabel="Not yet"
      busy={busy}
      confirmDisabled={uploading}
      onCancel={onCancel}
      onConfirm={() => void confirm()}
    >
      <div className={styles.stack}>
        {early ? (
          <p>
            The handover is on {formatWeekdayDate(handoverDays(trade).handover)}. Confirm now only if {bag} is already in your hands: it cannot be
            undone.
          </p>
        ) : (
          <p>Confirm that {bag} is in your hands. Each confirmation is recorded once and cannot be undone.</p>
        )}
        {error && <Banner tone="error">{error}</Banner>}
        <ConditionPhotoPicker
          tradeId={trade._id}
          handover={handover}
          photos={photos}
          onChange={(update) => {
            setPhotoError(null);
            setPhotos(update);
          }}
          error={photoError}
          required={required}
        />
      </div>
    </ConfirmDialog>
  );
}
