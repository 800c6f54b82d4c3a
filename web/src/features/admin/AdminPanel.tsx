import { Button } from '../../components/Button/Button';
import { Modal } from '../../components/Modal/Modal';

/**
 * The seam for the admin panel (built in its own issue). The app loads this
 * module lazily when an administrator opens the user button; replace this
 * placeholder with the real panel, keeping the default export and props.
 */
export interface AdminPanelProps {
  open: boolean;
  onClose: () => void;
  /** Logs the administrator out (clears the session, says "Logged out successfully!"). */
  onLogout: () => void;
}

export default function AdminPanel({ open, onClose, onLogout }: AdminPanelProps) {
  return (
    <Modal
      open={open}
      title="Admin Panel"
      onClose={onClose}
      size="large"
      headerActions={
        <Button size="small" variant="outline" onClick={onLogout}>
          Logout
        </Button>
      }
    >
      <p>You are signed in as an administrator.</p>
    </Modal>
  );
}
