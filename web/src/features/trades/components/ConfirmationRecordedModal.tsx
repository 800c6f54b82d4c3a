import { Button } from '@/components/Button/Button';
import { Modal } from '@/components/Modal/Modal';

/** After an acknowledgement: the one-time confirmation was recorded. */
export function ConfirmationRecordedModal({ kind, onClose }: { kind: 'received' | 'returned'; onClose: () => void }) {
  return (
    <Modal
      open
      title="Confirmation Recorded"
      onClose={onClose}
      size="small"
      footer={<Button onClick={onClose}>OK</Button>}
    >
      <p>
        {kind === 'received'
          ? 'Thank you! We recorded that you received the bag. Enjoy it, and take good care of it until the return date.'
          : 'Thank you! We recorded that your bag is back home. Once both of you confirm the return, the trade completes and the holds are released.'}
      </p>
      <p className="hint">Each confirmation is recorded once, with the time it was made.</p>
    </Modal>
  );
}
