import { useState } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { recoveryCodesText } from '@/features/auth/recoveryCodes';
import styles from './Profile.module.css';

export const RECOVERY_MESSAGES = {
  intro: 'Save these recovery codes now: they are shown only once. Each one signs you in once if you lose your authenticator app.',
  copied: 'Recovery codes copied.',
  copyFailed: 'Copying failed: select the codes and copy them by hand.',
  saved: 'I saved my recovery codes',
} as const;

interface RecoveryCodesProps {
  codes: string[];
  /** The member ticked "I saved my recovery codes"; until then the dialog stays. */
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
  onDone: () => void;
}

/** The recovery codes of a new two-factor setup, shown once, with copy and download; Done waits for "I saved them". */
export function RecoveryCodes({ codes, saved, onSavedChange, onDone }: RecoveryCodesProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const text = recoveryCodesText(codes);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setNotice(RECOVERY_MESSAGES.copied);
    } catch {
      setNotice(RECOVERY_MESSAGES.copyFailed);
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'pursetrade-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="form">
      <Banner tone="success">Two-factor authentication is enabled.</Banner>
      <p>{RECOVERY_MESSAGES.intro}</p>
      <ul className={styles.recoveryCodes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      {notice && <Banner tone="info">{notice}</Banner>}
      <div className="form-actions">
        <Button variant="ghost" onClick={copy}>
          Copy codes
        </Button>
        <Button variant="ghost" onClick={download}>
          Download codes
        </Button>
      </div>
      <label className={styles.savedCheck}>
        <input type="checkbox" checked={saved} onChange={(e) => onSavedChange(e.target.checked)} /> {RECOVERY_MESSAGES.saved}
      </label>
      <p className="hint">Every other device signed in to your account was signed out; log in there again with a code.</p>
      <div className="form-actions">
        <Button onClick={onDone} disabled={!saved}>
          Done
        </Button>
      </div>
    </div>
  );
}
