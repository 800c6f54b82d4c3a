import { StatCard, StatGrid } from '@/components/StatCard/StatCard';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { AdminTabFrame, QueryStates } from '@/features/admin/components/AdminTabFrame';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';
import { useAdminDeletedAccountQuery, useAdminDeletedAccountsQuery, useAdminRefundDeletedAccountMutation } from '@/features/admin/api';
import { useConfirm } from '@/features/admin/components/Dialogs';
import { TransactionsTable } from '@/features/admin/components/TransactionsTable';
import { LoadError, NoticeBanner } from '@/features/admin/components/common';
import { dateOnly, dateTime, humanize, usd } from '@/features/admin/lib/display';
import type { Notice } from '@/features/admin/lib/hooks';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import type { DeletedAccountFilters } from '@/features/admin/types';
import { FormFooter } from '@/components/FormFooter/FormFooter';
import { MoneyInput } from '@/components/MoneyInput/MoneyInput';
import { Field } from '@/components/Field/Field';

function Filters({ onApply }: { onApply: (f: DeletedAccountFilters) => void }) {
  const id = useId();
  const [f, setF] = useState<DeletedAccountFilters>({});
  const set = (key: keyof DeletedAccountFilters) => (e: { target: { value: string } }) => setF((old) => ({ ...old, [key]: e.target.value }));
  return (
    <form
      className={`form ${styles.panelBox}`}
      style={{ padding: 'var(--space-4)', gap: 'var(--space-3)' }}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(f);
      }}
      aria-label="Search deleted accounts"
    >
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} className="input" type="search" value={f.email ?? ''} onChange={set('email')} />
      </div>
      <div className="form-row" style={{ gap: 'var(--space-3)' }}>
        <div className="field">
          <label htmlFor={`${id}-from`}>Deleted from</label>
          <input id={`${id}-from`} className="input" type="date" value={f.date_from ?? ''} onChange={set('date_from')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>Deleted to</label>
          <input id={`${id}-to`} className="input" type="date" value={f.date_to ?? ''} onChange={set('date_to')} />
        </div>
      </div>
      <div className="form-row" style={{ gap: 'var(--space-3)' }}>
        <div className="field">
          <label htmlFor={`${id}-min`}>Min balance</label>
          <input id={`${id}-min`} className="input" type="number" min={0} step="0.01" value={f.min_balance ?? ''} onChange={set('min_balance')} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-max`}>Max balance</label>
          <input id={`${id}-max`} className="input" type="number" min={0} step="0.01" value={f.max_balance ?? ''} onChange={set('max_balance')} />
        </div>
      </div>
      <div className="form-actions">
        <Button
          size="small"
          variant="ghost"
          onClick={() => {
            setF({});
            onApply({});
          }}
        >
          Clear
        </Button>
        <Button size="small" type="submit">
          Search
        </Button>
      </div>
    </form>
  );
}

function AccountDetails({ id }: { id: string }) {
  const query = useAdminDeletedAccountQuery(id);
  const [refund, { isLoading }] = useAdminRefundDeletedAccountMutation();
  const { confirm, dialog } = useConfirm();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const formId = useId();

  if (query.isLoading) {
    return (
      <div className={styles.detailPane} aria-busy="true">
        <Skeleton height="2rem" />
        <Skeleton height="6rem" />
      </div>
    );
  }
  if (query.isError || !query.data?.account) {
    return (
      <div className={styles.detailPane}>
        <LoadError error={query.error} fallback={ADMIN_MESSAGES.loadAccountDetails} onRetry={() => query.refetch()} />
      </div>
    );
  }
  const account = query.data.account;
  const left = account.remaining_refundable ?? (account.final_balance ?? 0) - (account.refunded_amount ?? 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const value = Number(amount);
    if (!amount || !Number.isFinite(value) || value <= 0) return setNotice({ tone: 'error', text: 'Enter an amount above $0.00' });
    const ok = await confirm({
      title: 'Refund deleted account?',
      message: `Record a refund of ${usd(value)} to ${account.original_email ?? 'this former member'}? Pay them outside the platform first; this records it against the closed balance.`,
      confirmLabel: 'Record Refund',
      tone: 'primary',
    });
    if (!ok) return;
    const result = await refund({ id: account._id, amount: Math.round(value * 100) / 100, reason: reason.trim() });
    if ('error' in result) return setNotice({ tone: 'error', text: errorText(result.error, ADMIN_MESSAGES.processRefund) });
    setNotice({ tone: 'success', text: result.data?.message || 'Refund recorded' });
    setAmount('');
    setReason('');
  };

  return (
    <div className={styles.detailPane}>
      <div>
        <h4 className={styles.sectionTitle}>{account.name || account.original_email}</h4>
        <p className={styles.countLine}>
          {account.original_email} · deleted {dateTime(account.deletion_date)} · {humanize(account.reason || 'user_requested')}
        </p>
      </div>
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      <StatGrid density="compact">
        <StatCard density="compact" label="Final balance" value={usd(account.final_balance ?? 0)} />
        <StatCard density="compact" label="Refunded" value={usd(account.refunded_amount ?? 0)} hint={account.refunded_at ? dateOnly(account.refunded_at) : undefined} />
        <StatCard density="compact" label="Left to refund" value={usd(left)} />
        <StatCard density="compact" label="Transactions" value={account.transaction_count ?? query.data.transactions.length} />
      </StatGrid>
      <dl className={styles.kv}>
        <dt>Original id</dt>
        <dd className={styles.ref}>{account.original_user_id}</dd>
      </dl>
      <form className="form" onSubmit={submit} noValidate aria-label="Refund deleted account">
        <div className="form-row">
          <Field label="Refund amount (USD)">
            <MoneyInput value={amount} onChange={(e) => setAmount(e.target.value)} />
          </Field>
          <div className="field">
            <label htmlFor={`${formId}-reason`}>Reason</label>
            <input id={`${formId}-reason`} className="input" value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
        </div>
        <FormFooter submitLabel="Refund" busyLabel="Refunding…" busy={isLoading} disabled={amount.trim() === ''} />
      </form>
      <section className={styles.section}>
        <h4 className={styles.sectionTitle}>Transaction history</h4>
        {query.data.transactions.length === 0 ? (
          <p className={styles.countLine}>No transactions on record.</p>
        ) : (
          <TransactionsTable transactions={query.data.transactions} showUser={false} />
        )}
      </section>
      {dialog}
    </div>
  );
}

/** Deleted Accounts: search on the left, the account with its history and refunds on the right. */
export default function DeletedAccountsTab() {
  const [filters, setFilters] = useState<DeletedAccountFilters>({});
  const accounts = useAdminDeletedAccountsQuery(filters);
  const [selected, setSelected] = useState<string | null>(null);
  const list = accounts.data ?? [];

  return (
    <>
      <AdminTabFrame title="Deleted Accounts" description="Closed accounts keep their final balance on record so it can be refunded.">
      <div className={styles.split}>
        <div className={styles.section}>
          <Filters onApply={setFilters} />
          <QueryStates
            query={accounts}
            errorFallback={ADMIN_MESSAGES.loadDeletedAccounts}
            skeleton={<Skeleton height="8rem" />}
            empty={list.length === 0 ? { view: <p className={styles.countLine}>No deleted accounts match.</p> } : null}
          >
            <ul className={styles.list} aria-label="Deleted accounts">
              {list.map((a) => (
                <li key={a._id}>
                  <button type="button" className={styles.listItem} aria-current={selected === a._id} onClick={() => setSelected(a._id)}>
                    <span className={styles.strong}>{a.original_email}</span>
                    <span className={`${styles.small} ${styles.muted}`}>
                      {dateOnly(a.deletion_date)} · balance {usd(a.final_balance ?? 0)}
                      {(a.refunded_amount ?? 0) > 0 ? ` · refunded ${usd(a.refunded_amount)}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </QueryStates>
        </div>
        {selected ? (
          <AccountDetails key={selected} id={selected} />
        ) : (
          <EmptyState headingLevel="h3" title="Choose an account" message="Pick a deleted account on the left to see its details, transaction history and refunds." />
        )}
      </div>
      </AdminTabFrame>
    </>
  );
}
