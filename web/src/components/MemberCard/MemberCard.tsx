import { useState, type ReactNode } from 'react';
import styles from './MemberCard.module.css';

/** The fields of a member that the card shows: the member's own profile and the admin's user rows both have them. */
export interface MemberSummary {
  name?: string | null;
  email?: string | null;
  profile_image_url?: string | null;
  profile_image?: string | null;
}

/** A round photo, or the member's initial (also when the photo cannot be loaded). */
export function MemberPhoto({ member, size = 'regular' }: { member: MemberSummary; size?: 'regular' | 'large' }) {
  const src = member.profile_image_url || member.profile_image;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : null;
  const initial = (member.name ?? '?').trim().charAt(0).toUpperCase() || '?';
  return (
    <span className={`${styles.photo} ${styles[size]}`} aria-hidden={shown ? undefined : true}>
      {shown ? <img src={shown} alt={member.name ? `${member.name}'s profile photo` : 'Profile photo'} onError={() => setFailedSrc(shown)} /> : initial}
    </span>
  );
}

interface MemberCardProps {
  member: MemberSummary;
  /** Lines under the email (closet, member since...). */
  details?: ReactNode;
  /** Status badges. */
  badges?: ReactNode;
  /** What this screen may do: the member changes their photo, an administrator messages the member. */
  actions?: ReactNode;
}

/** Who a member is: photo, name and email, with the screen's own badges and actions. */
export function MemberCard({ member, details, badges, actions }: MemberCardProps) {
  return (
    <div className={styles.card}>
      <MemberPhoto member={member} />
      <div className={styles.who}>
        <span className={styles.name}>{member.name || 'Unknown User'}</span>
        {member.email && <span>{member.email}</span>}
        {details}
      </div>
      {badges && <div className={styles.row}>{badges}</div>}
      {actions && <div className={styles.row}>{actions}</div>}
    </div>
  );
}
