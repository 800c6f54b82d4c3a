import { useState } from 'react';
import { Button } from '@/components/Button/Button';
import { Modal } from '@/components/Modal/Modal';
import styles from '@/features/admin/admin.module.css';
import { BACKUP_POSITION, FEATURED_POSITIONS } from '@/features/admin/lib/constants';
import type { MemberItem } from '@/features/admin/types';

interface FeaturePositionModalProps {
  item: MemberItem;
  /** Who holds each position now. */
  occupants: Partial<Record<number, MemberItem>>;
  busy?: boolean;
  onChoose: (position: number) => void;
  onClose: () => void;
}

/** Feature Position picker: positions 1-3 appear on the home page, 4 is the backup. */
export function FeaturePositionModal({ item, occupants, busy, onChoose, onClose }: FeaturePositionModalProps) {
  const current = item.featured_rank ? Number(item.featured_rank) : null;
  const [position, setPosition] = useState<number>(current ?? 1);
  return (
    <Modal
      open
      title="Feature Position"
      subtitle={item.name}
      size="medium"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onChoose(position)} disabled={busy || position === current}>
            {busy ? 'Saving…' : `Set Position ${position}`}
          </Button>
        </>
      }
    >
      <div className="form">
        <p style={{ margin: 0 }} className="hint">
          Positions 1 to 3 are shown on the home page; 4 is the backup, promoted when a home-page slot frees up. An
          item already in the chosen position moves out of it.
        </p>
        <div className={styles.positions} role="radiogroup" aria-label="Featured position">
          {FEATURED_POSITIONS.map((p) => {
            const occupant = occupants[p];
            return (
              <button
                key={p}
                type="button"
                role="radio"
                aria-checked={position === p}
                className={styles.positionOption}
                onClick={() => setPosition(p)}
              >
                <span className={styles.positionNumber}>{p}</span>
                <span className={styles.positionHint}>{p === BACKUP_POSITION ? 'Backup' : 'Home page'}</span>
                <span className={styles.positionHint}>
                  {occupant ? (occupant._id === item._id ? 'Current' : occupant.name) : 'Empty'}
                </span>
              </button>
            );
          })}
        </div>
      </div>
    </Modal>
  );
}
