import { useContext, useId, useRef, useState, type ChangeEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Button } from '@/components/Button/Button';
import { MemberPhoto } from '@/components/MemberCard/MemberCard';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';
import { ADMIN_TAGS, adminApi, useAdminOwnProfileQuery, useAdminUploadOwnProfileImageMutation } from '@/features/admin/api';
import { AdminTabFrame } from '@/features/admin/components/AdminTabFrame';
import { PROFILE_IMAGE_MAX_BYTES } from '@/features/admin/lib/constants';
import { dateOnly, dateTime } from '@/features/admin/lib/display';
import type { Notice } from '@/features/admin/lib/hooks';
import { TwoFactorSetupContext } from '@/features/admin/lib/twoFactorSetup';
import { ADMIN_MESSAGES } from '@/features/admin/messages';

/** Profile: the administrator's own account, profile photo (under 5 MB) and two-factor authentication. */
export default function ProfileTab() {
  const profile = useAdminOwnProfileQuery();
  const dispatch = useDispatch();
  const twoFactorSetup = useContext(TwoFactorSetupContext);
  const [enabling2FA, setEnabling2FA] = useState(false);
  const [upload, { isLoading }] = useAdminUploadOwnProfileImageMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const me = profile.data;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    if (file.size >= PROFILE_IMAGE_MAX_BYTES) return setNotice({ tone: 'error', text: ADMIN_MESSAGES.profileImageTooLarge });
    if (!file.type.startsWith('image/')) return setNotice({ tone: 'error', text: 'Please choose a JPEG, PNG or WebP image' });
    const result = await upload(file);
    if ('error' in result) return setNotice({ tone: 'error', text: errorText(result.error, 'Failed to upload profile image') });
    setNotice({ tone: 'success', text: result.data?.message || 'Profile photo updated' });
  };

  return (
    <>
      <AdminTabFrame
        title="Profile"
        description="Your administrator account."
        notice={notice}
        onDismissNotice={() => setNotice(null)}
        // Until the profile is here there is nothing to show.
        query={{ ...profile, isLoading: !me }}
        errorFallback={ADMIN_MESSAGES.loadUserProfile}
        skeleton={<Skeleton height="10rem" />}
      >
        {me && (
        <div className={styles.panelGrid}>
          <div className={styles.panelBox} style={{ justifyItems: 'center', textAlign: 'center' }}>
            <MemberPhoto member={me} size="large" />
            <h4>{me.name}</h4>
            <p>{me.email}</p>
            <input ref={inputRef} id={id} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={onFile} aria-label="Profile photo file" />
            <Button size="small" variant="outline" onClick={() => inputRef.current?.click()} disabled={isLoading}>
              {isLoading ? 'Uploading…' : me.profile_image_url || me.profile_image ? 'Change Photo' : 'Upload Photo'}
            </Button>
            <span className="hint">JPEG, PNG or WebP, less than 5 MB.</span>
          </div>
          <div className={styles.panelBox}>
            <h4>Account</h4>
            <dl className={styles.kv}>
              <dt>Role</dt>
              <dd>Administrator</dd>
              <dt>Account id</dt>
              <dd className={styles.ref}>{me._id}</dd>
              <dt>Closet name</dt>
              <dd>{me.closet_name || '—'}</dd>
              <dt>Phone</dt>
              <dd>{me.phone || '—'}</dd>
              <dt>Member since</dt>
              <dd>{dateOnly(me.created_at)}</dd>
              <dt>Last login</dt>
              <dd>{dateTime(me.last_login)}</dd>
            </dl>
          </div>
          <div className={styles.panelBox} aria-label="Two-factor authentication" role="group">
            <h4>Two-factor authentication</h4>
            <p>{me.two_factor_enabled ? 'On: logins need a code from your authenticator app.' : 'Off. In production the admin panel needs it on.'}</p>
            {!me.two_factor_enabled && twoFactorSetup && (
              <Button size="small" onClick={() => setEnabling2FA(true)}>
                Enable 2FA
              </Button>
            )}
          </div>
        </div>
        )}
      </AdminTabFrame>
      {enabling2FA &&
        twoFactorSetup?.(() => {
          setEnabling2FA(false);
          // The admin routes answer once two-factor is on.
          dispatch(adminApi.util.invalidateTags([...ADMIN_TAGS]));
        })}
    </>
  );
}
