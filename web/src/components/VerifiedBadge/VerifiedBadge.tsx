import styles from './VerifiedBadge.module.css';

/** "✓ Verified" beside a member whose identity is verified; nothing otherwise. */
export function VerifiedBadge({ verified }: { verified: boolean | null | undefined }) {
  if (!verified) return null;
  return (
    <span className={styles.badge} title="Identity verified">
      <span aria-hidden="true">✓</span> Verified
    </span>
  );
}
