import { useId, useState } from 'react';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import styles from '@/features/admin/admin.module.css';
import { AdminTable, FilterPills, OpenButton, RowActions } from '@/features/admin/components/AdminTable';
import { useAdminItemsQuery } from '@/features/admin/api';
import { useItemActions } from '@/features/admin/components/useItemActions';
import { AdminTabFrame } from '@/features/admin/components/AdminTabFrame';
import { ItemThumb, Who } from '@/features/admin/components/common';
import { BACKUP_POSITION, ITEMS_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@/features/admin/lib/constants';
import { dateOnly, itemRef, usd } from '@/features/admin/lib/display';
import { useDebouncedValue, useNotice } from '@/features/admin/lib/hooks';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { ItemDetailsModal } from '@/features/admin/modals/ItemDetailsModal';
import type { AdminItem } from '@/features/admin/types';

const FILTERS = [
  { id: 'pending', label: 'Pending' },
  { id: 'active', label: 'Active' },
  { id: 'flagged', label: 'Flagged' },
  { id: 'disabled', label: 'Disabled' },
  { id: 'edited', label: 'Recently edited' },
  { id: 'all', label: 'All' },
] as const;

const EMPTY: Partial<Record<(typeof FILTERS)[number]['id'], { title: string; message: string }>> = {
  pending: { title: 'Nothing waiting for approval', message: 'New bags appear here as members upload them.' },
  edited: {
    title: 'No recent edits to review',
    message: 'Approved bags whose owners change the name, brand, condition or description stay listed and appear here until reviewed.',
  },
};

/** Items: approve pending bags, review recent edits, flag, disable, remove and feature them. */
export default function ItemsTab() {
  const [filter, setFilter] = useState<(typeof FILTERS)[number]['id']>('pending');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const items = useAdminItemsQuery({ status: filter, q, page, per_page: ITEMS_PAGE_SIZE });
  const { notice, success, failure, clear } = useNotice();
  const actions = useItemActions({ success, failure });
  const [viewing, setViewing] = useState<AdminItem | null>(null);
  const id = useId();
  const counts = items.data?.counts ?? {};
  const list = items.data?.rows ?? [];

  return (
    <>
      <AdminTabFrame
        title="Items"
        description="New bags wait here for approval before they appear on Browse."
        notice={notice}
        onDismissNotice={clear}
        toolbar={
          <div className={styles.toolbar}>
            <FilterPills
              label="Item status"
              options={FILTERS}
              value={filter}
              onChange={(f) => {
                setFilter(f);
                setPage(1);
              }}
              count={(f) => f !== 'all' && counts[f] !== undefined && <span className={styles.pillCount}>{counts[f]}</span>}
            />
            <div className="field grow" role="search">
              <label htmlFor={`${id}-q`}>Search</label>
              <input
                id={`${id}-q`}
                className="input"
                type="search"
                placeholder="Name, brand, owner or id"
                value={search}
                onChange={(e) => {
                  setSearch(e.target.value);
                  setPage(1);
                }}
              />
            </div>
          </div>
        }
        query={items}
        errorFallback={ADMIN_MESSAGES.loadAdminData}
        empty={list.length === 0 ? EMPTY[filter] ?? { title: 'No items found', message: 'Try another filter or search.' } : null}
      >
          <AdminTable
            headings={['Item', 'Owner', { label: 'Value', num: true }, 'Status', 'Listed', 'Actions']}
            pager={{ page, perPage: ITEMS_PAGE_SIZE, total: items.data?.total ?? 0, shown: list.length, onPage: setPage }}
          >
            {list.map((item) => (
              <tr key={item._id}>
                <td>
                  <span className={styles.itemCell}>
                    <ItemThumb src={item.thumbnail_url ?? item.image_url ?? item.image} alt={item.name ?? 'Item'} />
                    <span className={styles.who}>
                      <span>
                        <button type="button" className={styles.linkButton} onClick={() => setViewing(item)}>
                          {item.name || 'Untitled item'}
                        </button>
                      </span>
                      <span>
                        {item.brand} · <span className={styles.ref}>{itemRef(item._id)}</span>
                      </span>
                    </span>
                  </span>
                </td>
                <td>
                  <Who name={item.owner?.name} detail={item.owner?.email} />
                </td>
                <td className={styles.num}>{usd(item.value)}</td>
                <td>
                  <span className={styles.statusRow}>
                    <StatusBadge status={item.status} />
                    {item.edited_at && item.status === 'active' ? (
                      <StatusBadge status="pending" label={`Edited ${dateOnly(item.edited_at)}`} />
                    ) : null}
                    {item.featured_rank ? (
                      <StatusBadge status="completed" label={Number(item.featured_rank) === BACKUP_POSITION ? 'Backup' : `Featured ${item.featured_rank}`} />
                    ) : null}
                  </span>
                </td>
                <td className={`${styles.nowrap} ${styles.small}`}>{dateOnly(item.created_at)}</td>
                <td>
                  <RowActions>
                    <OpenButton label="View" onClick={() => setViewing(item)} />
                    {actions.buttons(item)}
                  </RowActions>
                </td>
              </tr>
            ))}
          </AdminTable>
      </AdminTabFrame>

      {viewing && (
        <ItemDetailsModal
          itemId={viewing._id}
          initial={viewing}
          onClose={() => setViewing(null)}
          actions={(item) => actions.buttons(item, () => setViewing(null))}
        />
      )}
      {actions.dialogs}
    </>
  );
}
