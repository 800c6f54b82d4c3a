import { IdentityBadge } from '@/features/admin/components/IdentityBadge';
import { useAdminResetVerificationMutation } from '@/features/admin/verificationApi';
import { useId, useState } from 'react';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';
import { AdminTable, OpenButton, RowActions, RowButton } from '@/features/admin/components/AdminTable';
import { useAdminDeleteUserMutation, useAdminUsersQuery, useAdminSetUserStatusMutation } from '@/features/admin/api';
import { useConfirm } from '@/features/admin/components/Dialogs';
import { AdminTabFrame } from '@/features/admin/components/AdminTabFrame';
import { Who } from '@/features/admin/components/common';
import { SelectFilter } from '@/features/admin/components/SelectFilter';
import { SEARCH_DEBOUNCE_MS, USERS_PAGE_SIZE } from '@/features/admin/lib/constants';
import { dateOnly, ratingText, usd } from '@/features/admin/lib/display';
import { useDebouncedValue, useNotice } from '@/features/admin/lib/hooks';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { SendMessageModal } from '@/features/admin/modals/SendMessageModal';
import { UserProfileModal } from '@/features/admin/modals/UserProfileModal';
import type { AdminUser } from '@/features/admin/types';

type Status = 'active' | 'disabled' | 'restricted';

const isAdmin = (u: AdminUser) => u.is_admin;

const STATUS_OPTIONS = [
  { id: '', label: 'All' },
  { id: 'active', label: 'Active' },
  { id: 'restricted', label: 'Restricted' },
  { id: 'disabled', label: 'Disabled' },
];

interface StatusChange {
  verb: string;
  next: Status;
  done: string;
  offered: (current: AdminUser['status']) => boolean;
}

/** The status changes a member's row offers, in the order they are shown, and the past tense each reports. */
const STATUS_CHANGES: StatusChange[] = [
  { verb: 'Enable', next: 'active', done: 'enabled', offered: (st) => st === 'disabled' },
  { verb: 'Unrestrict', next: 'active', done: 'unrestricted', offered: (st) => st === 'restricted' },
  { verb: 'Restrict', next: 'restricted', done: 'restricted', offered: (st) => st === 'active' },
  { verb: 'Disable', next: 'disabled', done: 'disabled', offered: (st) => st !== 'disabled' },
];

/** Users: search and filter members, see their profile, enable, disable, restrict, delete and message them. */
export default function UsersTab() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useAdminUsersQuery({ q, status, page, per_page: USERS_PAGE_SIZE });
  const [setUserStatus, statusState] = useAdminSetUserStatusMutation();
  const [deleteUser, deleteState] = useAdminDeleteUserMutation();
  const [resetIdentity, { isLoading: resetting }] = useAdminResetVerificationMutation();
  const { confirm, dialog } = useConfirm();
  const { notice, success, failure, clear } = useNotice();
  const [profile, setProfile] = useState<AdminUser | null>(null);
  const [messaging, setMessaging] = useState<AdminUser | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const id = useId();

  const changeStatus = async (user: AdminUser, { next, verb, done }: StatusChange) => {
    setBusyId(user._id);
    const result = await setUserStatus({ id: user._id, status: next });
    setBusyId(null);
    if ('error' in result) return failure(errorText(result.error, `Failed to ${verb.toLowerCase()} user`));
    success(`${user.name ?? 'User'} ${done}`);
  };

  const resetVerification = async (user: AdminUser) => {
    const ok = await confirm({
      title: 'Reset verification?',
      message: `${user.name ?? 'This member'} will need to verify their identity again before trades above the verification value.`,
      confirmLabel: 'Reset Verification',
    });
    if (!ok) return;
    const result = await resetIdentity({ id: user._id });
    if ('error' in result) return failure(errorText(result.error, 'Failed to reset the verification'));
    success(`${user.name ?? 'User'}'s verification reset`);
  };

  const remove = async (user: AdminUser) => {
    const ok = await confirm({
      title: 'Delete user?',
      message: `Delete ${user.name ?? 'this member'} (${user.email ?? user._id})? The account is closed, their items are removed and their balance is kept on record under Deleted Accounts. This cannot be undone.`,
      confirmLabel: 'Delete User',
    });
    if (!ok) return;
    setBusyId(user._id);
    const result = await deleteUser(user._id);
    setBusyId(null);
    if ('error' in result) return failure(errorText(result.error, 'Failed to delete user'));
    success(result.data?.message && result.data.message !== 'User deleted' ? result.data.message : `${user.name ?? 'User'} deleted`);
  };

  const list = users.data?.rows ?? [];
  const busy = statusState.isLoading || deleteState.isLoading;

  return (
    <>
      <AdminTabFrame
        title="Users"
        description="Every member, their standing and their money. Restricted members keep balance access only."
        notice={notice}
        onDismissNotice={clear}
        toolbar={
          <div className={styles.toolbar} role="search">
            <div className="field grow">
              <label htmlFor={`${id}-q`}>Search</label>
              <input
                id={`${id}-q`}
                className="input"
                type="search"
                placeholder="Name, email or id"
                value={search}
                onChange={(e) => {
                  setSearch(e.target.value);
                  setPage(1);
                }}
              />
            </div>
            <SelectFilter
              label="Status"
              value={status}
              options={STATUS_OPTIONS}
              onChange={(v) => {
                setStatus(v);
                setPage(1);
              }}
            />
          </div>
        }
        query={users}
        errorFallback={ADMIN_MESSAGES.loadAdminData}
        empty={list.length === 0 ? { title: 'No members found', message: 'Try another name or email, or clear the status filter.' } : null}
      >
          <AdminTable
            headings={['Member', 'Status', { label: 'Balance', num: true }, 'Activity', 'Joined', 'Actions']}
            pager={{ page, perPage: USERS_PAGE_SIZE, total: users.data?.total ?? 0, shown: list.length, onPage: setPage }}
          >
            {list.map((u) => {
              const st = u.status;
              const rowBusy = busy && busyId === u._id;
              return (
                <tr key={u._id}>
                  <td>
                    <Who name={u.name} detail={u.email} onOpen={() => setProfile(u)} />
                  </td>
                  <td>
                    <span className={styles.statusRow}>
                      <StatusBadge status={st} />
                      {isAdmin(u) && <StatusBadge status="completed" label="Admin" />}
                      <IdentityBadge user={u} />
                    </span>
                  </td>
                  <td className={styles.num}>
                    {usd(u.balance ?? 0)}
                    {(u.held ?? 0) > 0 && <div className={`${styles.small} ${styles.muted}`}>{usd(u.held)} held</div>}
                  </td>
                  <td className={styles.small}>
                    <span className={styles.who}>
                      <span className={styles.nowrap}>
                        {u.items_count ?? 0} items · {u.trades_completed ?? 0} trades
                      </span>
                      <span className={styles.nowrap}>★ {ratingText(u.rating ?? u.average_rating)}</span>
                    </span>
                  </td>
                  <td className={`${styles.nowrap} ${styles.small}`}>{dateOnly(u.created_at)}</td>
                  <td>
                    <RowActions>
                      <OpenButton label="View" onClick={() => setProfile(u)} />
                      <RowButton variant="ghost" onClick={() => setMessaging(u)}>
                        Message
                      </RowButton>
                      {!isAdmin(u) && st !== 'deleted' && (
                        <>
                          {u.verification?.status !== 'unverified' && u.verification && (
                            <RowButton variant="ghost" disabled={resetting} onClick={() => resetVerification(u)}>
                              Reset Verification
                            </RowButton>
                          )}
                          {STATUS_CHANGES.filter((c) => c.offered(st)).map((c) => (
                            <RowButton key={c.verb} variant="ghost" disabled={rowBusy} onClick={() => changeStatus(u, c)}>
                              {c.verb}
                            </RowButton>
                          ))}
                          <RowButton variant="danger" disabled={rowBusy} onClick={() => remove(u)}>
                            Delete
                          </RowButton>
                        </>
                      )}
                    </RowActions>
                  </td>
                </tr>
              );
            })}
          </AdminTable>
      </AdminTabFrame>

      {profile && <UserProfileModal userId={profile._id} initial={profile} onClose={() => setProfile(null)} onNotice={success} />}
      {messaging && <SendMessageModal user={messaging} onClose={() => setMessaging(null)} onSent={success} />}
      {dialog}
    </>
  );
}
