import { useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { BalanceFigures } from '@/components/BalanceFigures/BalanceFigures';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { Field } from '@/components/Field/Field';
import { SectionHeader } from '@/components/SectionHeader/SectionHeader';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { formatDashboardTime } from '@/lib/dates';
import { errorText } from '@/lib/errors';
import { formatUSD } from '@/lib/format';
import {
  useCreateCheckoutSessionMutation,
  useGetManualDepositsQuery,
  useGetTransactionsQuery,
  useGetWithdrawalsQuery,
} from '@/features/money/api';
import { useGetBalanceQuery } from '@/lib/memberApi';
import { MIN_CARD_DEPOSIT, MONEY_MESSAGES } from '@/features/money/messages';
import { paymentNoticeSet, selectPayment } from '@/features/money/paymentSlice';
import { PAYMENT_METHOD_LABELS } from '@/features/money/types';
import { ManualDepositModal } from './ManualDepositModal';
import styles from './Money.module.css';
import { TransactionList } from './TransactionList';
import { WithdrawModal } from './WithdrawModal';
import { MoneyInput } from '@/components/MoneyInput/MoneyInput';

/** Transactions shown on the Balance tab. */
export const TRANSACTIONS_SHOWN = 10;

/** Sends the browser to the card checkout page. Replaced in tests. */
export const redirect = { to: (url: string) => window.location.assign(url) };

function AddFundsByCard() {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [createSession, { isLoading }] = useCreateCheckoutSessionMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const value = Number(amount);
    if (!amount || !Number.isFinite(value) || value < MIN_CARD_DEPOSIT) return setError(MONEY_MESSAGES.cardAmount);
    const result = await createSession({ amount: Math.round(value * 100) / 100, return_url: `${window.location.origin}/` });
    if ('error' in result) {
      const reason = errorText(result.error, '');
      return setError(reason ? `Failed to create deposit: ${reason}` : MONEY_MESSAGES.sessionFailed);
    }
    if (!result.data?.url) return setError(MONEY_MESSAGES.sessionFailed);
    redirect.to(result.data.url);
  };

  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <h4>Add funds by debit card</h4>
      <p>Minimum $5.00. Debit cards only: credit cards are refused and refunded.</p>
      {error && <Banner tone="error">{error}</Banner>}
      <div className={styles.inline}>
        <Field label="Amount (USD)">
          <MoneyInput min={MIN_CARD_DEPOSIT} value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Opening checkout…' : 'Add Funds'}
        </Button>
      </div>
    </form>
  );
}

/** Balance: figures, card and manual deposits, withdrawals and the latest transactions. */
export function BalanceTab() {
  const dispatch = useDispatch();
  const { notice } = useSelector(selectPayment);
  const balance = useGetBalanceQuery();
  const transactions = useGetTransactionsQuery();
  const deposits = useGetManualDepositsQuery();
  const withdrawals = useGetWithdrawalsQuery();
  const [dialog, setDialog] = useState<'deposit' | 'withdraw' | null>(null);

  return (
    <div className={styles.stack}>
      <SectionHeader
        title="Balance"
        description="Your balance pays site and delivery fees; the value of a bag you borrow is held as security until it comes home."
      />
      {notice && (
        <Banner tone={notice.tone} onDismiss={() => dispatch(paymentNoticeSet(null))}>
          {notice.text}
        </Banner>
      )}
      {balance.isError ? (
        <Banner tone="error" action={<Button size="small" onClick={() => balance.refetch()}>Try Again</Button>}>
          {errorText(balance.error, 'Failed to load data. Please try again.')}
        </Banner>
      ) : (
        <BalanceFigures amounts={balance.data} />
      )}

      <div className={styles.actionsGrid}>
        <AddFundsByCard />
        <div className={styles.panel}>
          <h4>Cash App or Zelle</h4>
          <p>Send a payment and we credit it after matching the reference number.</p>
          <div>
            <Button variant="outline" onClick={() => setDialog('deposit')}>
              Manual Deposit
            </Button>
          </div>
        </div>
        <div className={styles.panel}>
          <h4>Withdraw</h4>
          <p>Withdrawals go to Cash App or Zelle, processed within 24 hours.</p>
          <div>
            <Button variant="outline" onClick={() => setDialog('withdraw')}>
              Withdraw
            </Button>
          </div>
        </div>
      </div>

      <section className={styles.section} aria-label="Pending deposits">
        <SectionHeader level="h4" title="Manual deposits" />
        {deposits.isLoading ? (
          <Skeleton height="3rem" />
        ) : (deposits.data ?? []).length === 0 ? (
          <p className="hint">No manual deposits yet. Use Manual Deposit to pay with Cash App or Zelle.</p>
        ) : (
          <ul className={styles.rows}>
            {(deposits.data ?? []).map((d) => (
              <li key={d._id} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.rowTitle}>{PAYMENT_METHOD_LABELS[d.payment_method ?? ''] ?? d.payment_method ?? 'Deposit'}</span>
                  <span className={styles.rowMeta}>
                    {d.reference_number ? `Ref ${d.reference_number} · ` : ''}
                    {formatDashboardTime(d.created_at)}
                  </span>
                </div>
                <div className={styles.rowEnd}>
                  <span className={styles.amount}>{formatUSD(Number(d.amount) || 0)}</span>
                  <StatusBadge status={d.status ?? 'pending'} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-label="Withdrawals">
        <SectionHeader level="h4" title="Withdrawals" />
        {withdrawals.isLoading ? (
          <Skeleton height="3rem" />
        ) : (withdrawals.data ?? []).length === 0 ? (
          <p className="hint">No withdrawals yet.</p>
        ) : (
          <ul className={styles.rows}>
            {(withdrawals.data ?? []).map((w) => (
              <li key={w._id} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.rowTitle}>{PAYMENT_METHOD_LABELS[w.method ?? ''] ?? 'Withdrawal'}</span>
                  <span className={styles.rowMeta}>
                    {w.note ? `${w.note} · ` : ''}
                    {formatDashboardTime(w.created_at)}
                  </span>
                </div>
                <div className={styles.rowEnd}>
                  <span className={styles.amount}>{formatUSD(Number(w.amount) || 0)}</span>
                  <StatusBadge status={w.status ?? 'pending'} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-label="Transactions">
        <SectionHeader level="h4" title="Transactions" description={`The ${TRANSACTIONS_SHOWN} most recent.`} />
        {transactions.isLoading ? (
          <Skeleton height="6rem" />
        ) : (transactions.data ?? []).length === 0 ? (
          <EmptyState headingLevel="h3" title="No transactions yet" message="Add funds to get started: your balance pays the fees of your first trade." />
        ) : (
          <TransactionList transactions={transactions.data ?? []} limit={TRANSACTIONS_SHOWN} />
        )}
      </section>

      {dialog === 'deposit' && <ManualDepositModal open onClose={() => setDialog(null)} />}
      {dialog === 'withdraw' && <WithdrawModal open onClose={() => setDialog(null)} available={balance.data?.available_balance} />}
    </div>
  );
}

export default BalanceTab;
