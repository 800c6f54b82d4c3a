import { StatCard, StatGrid } from '@/components/StatCard/StatCard';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';
import {
  useAdminDeleteTransactionMutation,
  useAdminDeletedTransactionsQuery,
  useAdminLedgerCheckQuery,
  useAdminTransactionsQuery,
  useLazyAdminTransactionsQuery,
} from '@/features/admin/api';
import { ApprovalQueue } from '@/features/admin/components/ApprovalQueue';
import { usePrompt } from '@/features/admin/components/Dialogs';
import { MoneyAdjustForm } from '@/features/admin/components/MoneyAdjustForm';
import { TransactionsTable } from '@/features/admin/components/TransactionsTable';
import { SelectFilter } from '@/features/admin/components/SelectFilter';
import { UserLookupField } from '@/features/admin/components/UserLookupField';
import { AdminTable } from '@/features/admin/components/AdminTable';
import { AdminTabFrame, QueryStates } from '@/features/admin/components/AdminTabFrame';
import { LoadError } from '@/features/admin/components/common';
import { TRANSACTION_TYPE_LABELS } from '@/lib/labels';
import { LOAD_MORE_PAGE_SIZE, TRANSACTION_TYPES, TRANSACTIONS_PAGE_SIZE } from '@/features/admin/lib/constants';
import { dateTime, tradeRef, usd } from '@/features/admin/lib/display';
import { exportTransactionsCsv } from '@/features/admin/lib/download';
import { useNotice } from '@/features/admin/lib/hooks';
import { resolveUserRef, type LookupUser } from '@/features/admin/lib/userLookup';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import { UserProfileModal } from '@/features/admin/modals/UserProfileModal';
import type { Transaction, TransactionFilters } from '@/features/admin/types';

const EMPTY: TransactionFilters = {};

const TYPE_OPTIONS = [{ id: '', label: 'All types' }, ...TRANSACTION_TYPES.map((t) => ({ id: t, label: TRANSACTION_TYPE_LABELS[t] }))];
const DIRECTION_OPTIONS = [
  { id: '', label: 'Both' },
  { id: 'credit', label: 'Credit' },
  { id: 'debit', label: 'Debit' },
];

function Filters({ onApply, onError }: { onApply: (f: TransactionFilters) => void; onError: (text: string | null) => void }) {
  const id = useId();
  const [user, setUser] = useState('');
  const [known, setKnown] = useState<LookupUser[]>([]);
  const [suggested, setSuggested] = useState<LookupUser[]>([]);
  const [type, setType] = useState('');
  const [direction, setDirection] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [tradeId, setTradeId] = useState('');
  const [userError, setUserError] = useState<string | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setUserError(null);
    onError(null);
    let userId: string | undefined;
    if (user.trim()) {
      const r = resolveUserRef(user, [...known, ...suggested]);
      if (!r.ok || !/^[0-9a-f]{24}$/.test(r.userId)) return setUserError(ADMIN_MESSAGES.userNotFound);
      userId = r.userId;
    }
    onApply({ user_id: userId, type, direction, date_from: from, date_to: to, trade_id: tradeId.trim() });
  };
  const reset = () => {
    setUser('');
    setType('');
    setDirection('');
    setFrom('');
    setTo('');
    setTradeId('');
    setUserError(null);
    onApply(EMPTY);
  };

  return (
    <form className={styles.toolbar} onSubmit={apply} aria-label="Ledger filters" noValidate>
      <div style={{ flex: '3 1 260px', minWidth: 0 }}>
        <UserLookupField
          label="Member"
          value={user}
          onChange={(v) => (setUser(v), setUserError(null))}
          known={known}
          onKnown={(u) => setKnown((l) => [u, ...l])}
          onSuggestions={setSuggested}
          error={userError}
          required={false}
          compact
        />
      </div>
      <SelectFilter label="Type" value={type} options={TYPE_OPTIONS} onChange={setType} />
      <SelectFilter label="Direction" value={direction} options={DIRECTION_OPTIONS} onChange={setDirection} />
      <div className="field">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} className="input" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} className="input" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-trade`}>Trade id</label>
        <input id={`${id}-trade`} className="input" value={tradeId} onChange={(e) => setTradeId(e.target.value)} />
      </div>
      <div className={styles.toolbarActions}>
        <Button size="small" variant="ghost" onClick={reset}>
          Reset
        </Button>
        <Button size="small" type="submit">
          Apply Filters
        </Button>
      </div>
    </form>
  );
}

function DeletedTransactions({ userId }: { userId?: string }) {
  const deleted = useAdminDeletedTransactionsQuery({ user_id: userId });
  if (deleted.isLoading) return <Skeleton height="4rem" />;
  if (deleted.isError) return <LoadError error={deleted.error} fallback={ADMIN_MESSAGES.loadAdminData} onRetry={() => deleted.refetch()} />;
  const list = deleted.data ?? [];
  if (list.length === 0) return <p className={styles.countLine}>No transactions have been deleted.</p>;
  return (
    <AdminTable headings={['Deleted', 'Member', 'Type', 'Trade', { label: 'Amount', num: true }, 'By', 'Reason']}>
      {list.map((t) => (
        <tr key={t._id}>
          <td className={`${styles.small} ${styles.nowrap}`}>{dateTime(t.deleted_at)}</td>
          <td className={styles.small}>{t.user_name ?? t.user_email ?? ADMIN_MESSAGES.unknownUser}</td>
          <td className={styles.small}>{TRANSACTION_TYPE_LABELS[t.type] ?? t.type}</td>
          <td className={styles.ref}>{t.trade_id ? tradeRef(t.trade_id) : '—'}</td>
          <td className={styles.num}>
            {t.direction === 'credit' ? '+' : '−'}
            {usd(Math.abs(Number(t.amount) || 0))}
          </td>
          <td className={styles.small}>{t.deleted_by_name ?? '—'}</td>
          <td className={styles.small}>{t.reason || '—'}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** Balance: the ledger with filters, totals, load-more and CSV export; the approval queue; refund, credit and debit. */
export default function BalanceTab() {
  const [filters, setFilters] = useState<TransactionFilters>(EMPTY);
  const base = useAdminTransactionsQuery({ ...filters, page: 1, per_page: TRANSACTIONS_PAGE_SIZE });
  const [loadMore, moreState] = useLazyAdminTransactionsQuery();
  const [extra, setExtra] = useState<Transaction[]>([]);
  const [deleteTx, deleteState] = useAdminDeleteTransactionMutation();
  const ledger = useAdminLedgerCheckQuery();
  const { prompt, dialog } = usePrompt();
  const { notice, success, failure, clear, setNotice } = useNotice();
  const [exporting, setExporting] = useState(false);
  const [showDeleted, setShowDeleted] = useState(false);
  const [profile, setProfile] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  // A fresh first page (new filters, or a reload after an action) starts the list again.
  useEffect(() => setExtra([]), [base.data]);

  const rows = useMemo(() => {
    const seen = new Set<string>();
    return [...(base.data?.rows ?? []), ...extra].filter((t) => (seen.has(t._id) ? false : (seen.add(t._id), true)));
  }, [base.data, extra]);
  const total = base.data?.total ?? 0;
  const totals = base.data?.totals;

  const more = async () => {
    let page = Math.floor(rows.length / LOAD_MORE_PAGE_SIZE) + 1;
    const known = new Set(rows.map((r) => r._id));
    for (let attempt = 0; attempt < 2; attempt += 1, page += 1) {
      const result = await loadMore({ ...filters, page, per_page: LOAD_MORE_PAGE_SIZE });
      if (result.error || !result.data) return failure(errorText(result.error, ADMIN_MESSAGES.loadMoreTransactions));
      const fresh = result.data.rows.filter((r) => !known.has(r._id));
      if (fresh.length > 0 || result.data.rows.length === 0) {
        setExtra((list) => [...list, ...fresh]);
        return;
      }
    }
  };

  const remove = async (tx: Transaction) => {
    const reason = await prompt({
      title: 'Delete transaction?',
      message: `Delete this ${TRANSACTION_TYPE_LABELS[tx.type] ?? tx.type} of ${usd(tx.amount)} for ${tx.user_name ?? 'the member'}? Its effect on the balance is reversed and the row is kept under Deleted transactions.`,
      label: 'Reason (optional)',
      confirmLabel: 'Delete Transaction',
      required: false,
      tone: 'danger',
    });
    if (reason === null) return;
    setBusyId(tx._id);
    const result = await deleteTx({ id: tx._id, reason: reason || undefined });
    setBusyId(null);
    if ('error' in result) return failure(errorText(result.error, ADMIN_MESSAGES.deleteTransaction));
    success(result.data?.message || 'Transaction deleted');
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const name = await exportTransactionsCsv({
        user_id: filters.user_id,
        type: filters.type,
        direction: filters.direction,
        date_from: filters.date_from,
        date_to: filters.date_to,
        trade_id: filters.trade_id,
      });
      success(`Exported ${name}`);
    } catch (error) {
      failure(error instanceof Error && error.message ? error.message : ADMIN_MESSAGES.exportCsv);
    } finally {
      setExporting(false);
    }
  };

  const check = ledger.data;

  return (
    <>
      <AdminTabFrame
        title="Balance"
        description="Every ledger movement of every member. Deposits, withdrawals and hold movements cannot be deleted."
        refresh
        query={base}
        actions={
          <Button size="small" variant="gold" onClick={exportCsv} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        }
        notice={notice}
        onDismissNotice={clear}
      />
      {check && (
        <Banner tone={check.ok ? 'success' : 'error'}>
          {check.ok
            ? `Ledger balanced: ${usd(check.total_balance)} on ${check.members ?? 0} members' balances, ${usd(check.total_held)} held, ${usd(check.fees_kept)} in fees kept.`
            : `Ledger check found problems: ${(check.problems ?? []).join('; ')}`}
        </Banner>
      )}

      <section className={styles.section} aria-label="Ledger">
        <SectionHeader level="h4" title="Ledger" />
        <Filters onApply={setFilters} onError={(t) => (t ? failure(t) : undefined)} />
        <StatGrid density="compact">
          <StatCard density="compact" label="Credits" value={totals ? usd(totals.credit_total) : <Skeleton width="5ch" height="1.6rem" />} hint={totals ? `${totals.credit_count} rows` : undefined} />
          <StatCard density="compact" label="Debits" value={totals ? usd(totals.debit_total) : <Skeleton width="5ch" height="1.6rem" />} hint={totals ? `${totals.debit_count} rows` : undefined} />
          <StatCard density="compact" label="Net" value={totals ? usd(totals.credit_total - totals.debit_total) : <Skeleton width="5ch" height="1.6rem" />} />
          <StatCard density="compact" label="Transactions" value={base.data ? total : <Skeleton width="3ch" height="1.6rem" />} />
        </StatGrid>
        <QueryStates
          query={base}
          errorFallback={ADMIN_MESSAGES.loadAdminData}
          empty={rows.length === 0 ? { title: 'No transactions', message: 'Nothing matches these filters.' } : null}
        >
            <TransactionsTable transactions={rows} onDelete={remove} onOpenUser={setProfile} busyId={deleteState.isLoading ? busyId : null} />
            <div className={styles.pager}>
              <p className={styles.countLine}>
                Showing {rows.length} of {total}
              </p>
              {rows.length < total && (
                <Button size="small" variant="outline" onClick={more} disabled={moreState.isFetching}>
                  {moreState.isFetching ? 'Loading…' : 'Load More'}
                </Button>
              )}
            </div>
        </QueryStates>
      </section>

      <ApprovalQueue onNotice={setNotice} />

      <section className={styles.section} aria-label="Refund, credit or debit">
        <SectionHeader level="h4" title="Refund, credit or debit" description="Name the member by a suggestion, their 24-character ID, its last 6 or more characters (or ID: xxxxxx), or their exact email." />
        <div className={styles.panelGrid}>
          <MoneyAdjustForm action="refund" onDone={setNotice} />
          <MoneyAdjustForm action="credit" onDone={setNotice} />
          <MoneyAdjustForm action="debit" onDone={setNotice} />
        </div>
      </section>

      <section className={styles.section} aria-label="Deleted transactions">
        <div className={styles.statusRow} style={{ justifyContent: 'space-between' }}>
          <h4 className={styles.sectionTitle}>Deleted transactions</h4>
          <Button size="small" variant="ghost" onClick={() => setShowDeleted((v) => !v)} aria-expanded={showDeleted}>
            {showDeleted ? 'Hide' : 'Show'}
          </Button>
        </div>
        {showDeleted && <DeletedTransactions userId={filters.user_id} />}
      </section>
      {profile && <UserProfileModal userId={profile} onClose={() => setProfile(null)} onNotice={success} />}
      {dialog}
    </>
  );
}
