import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/Button/Button';
import { EmptyState } from '@/components/EmptyState/EmptyState';
import { Modal } from '@/components/Modal/Modal';
import { Skeleton } from '@/components/Skeleton/Skeleton';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import { errorText } from '@/lib/errors';
import styles from '@/features/admin/admin.module.css';
import { useAdminDisputeQuery, useAdminTradeQuery, useAdminResolveDisputeMutation } from '@/features/admin/api';
import { DISPUTE_REASON_LABELS } from '@/lib/labels';
import { dateTime, disputeRef, humanize, tradeRef, usd } from '@/features/admin/lib/display';
import { isClosedDispute, reporterOf } from '@/features/admin/lib/disputes';
import type { Notice } from '@/features/admin/lib/hooks';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import type { Dispute } from '@/features/admin/types';
import { FormFooter } from '@/components/FormFooter/FormFooter';
import { MoneyInput } from '@/components/MoneyInput/MoneyInput';
import { Field } from '@/components/Field/Field';
import { NoticeBanner } from '@/features/admin/components/common';
import { DisputeConditionPhotos } from '@/features/admin/components/DisputeConditionPhotos';

function evidenceLinks(d: Dispute) {
  return d.evidence.map((e, i) => ({ url: e.url ?? '', name: e.filename || `Evidence ${i + 1}` }));
}

interface DisputeDetailsModalProps {
  disputeId: string;
  initial?: Dispute | null;
  onClose: () => void;
  onOpenMessages: (dispute: Dispute) => void;
  onOpenTrade: (tradeId: string) => void;
  onResolved?: (text: string) => void;
}

/** Dispute Details: what was reported, the evidence, the trade, and the resolution with an optional award. */
export function DisputeDetailsModal({ disputeId, initial, onClose, onOpenMessages, onOpenTrade, onResolved }: DisputeDetailsModalProps) {
  const query = useAdminDisputeQuery(disputeId);
  const dispute = query.data ?? initial ?? null;
  const embeddedTrade = dispute?.trade ?? null;
  const tradeQuery = useAdminTradeQuery(dispute?.trade_id ?? '', { skip: !dispute?.trade_id || Boolean(embeddedTrade?.user1_id) });
  const trade = embeddedTrade?.user1_id ? embeddedTrade : (tradeQuery.data?.trade ?? embeddedTrade);
  const [resolve, { isLoading }] = useAdminResolveDisputeMutation();
  const [resolution, setResolution] = useState('');
  const [award, setAward] = useState(false);
  const [awardTo, setAwardTo] = useState('');
  const [amount, setAmount] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const id = useId();

  const members = [
    trade?.user1_id ? { id: trade.user1_id, name: trade.user1_name || 'User 1' } : null,
    trade?.user2_id ? { id: trade.user2_id, name: trade.user2_name || 'User 2' } : null,
  ].filter((m): m is { id: string; name: string } => m !== null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!dispute) return;
    setNotice(null);
    if (resolution.trim() === '') return setNotice({ tone: 'error', text: 'Please describe the resolution' });
    let awardBody: { to_user_id: string; amount: number } | undefined;
    if (award) {
      const value = Number(amount);
      if (!awardTo) return setNotice({ tone: 'error', text: 'Choose who receives the award' });
      if (!amount || !Number.isFinite(value) || value <= 0) return setNotice({ tone: 'error', text: 'Enter an award amount above $0.00' });
      awardBody = { to_user_id: awardTo, amount: Math.round(value * 100) / 100 };
    }
    const result = await resolve({ id: dispute._id, resolution: resolution.trim(), award: awardBody });
    if ('error' in result) return setNotice({ tone: 'error', text: errorText(result.error, 'Failed to resolve dispute') });
    const text = result.data?.message || 'Dispute resolved';
    setNotice({ tone: 'success', text });
    onResolved?.(text);
  };

  let body;
  if (!dispute && query.isLoading) {
    body = (
      <div className={styles.modalStack} aria-busy="true">
        <Skeleton height="3rem" />
        <Skeleton height="8rem" />
      </div>
    );
  } else if (!dispute) {
    body = (
      <EmptyState
        headingLevel="h3"
        title={ADMIN_MESSAGES.disputeNotFound}
        message={errorText(query.error, 'The dispute could not be read.')}
        action={
          <Button variant="outline" onClick={() => query.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  } else {
    const closed = isClosedDispute(dispute);
    const evidence = evidenceLinks(dispute);
    const awardInfo = dispute.award && dispute.award.amount ? dispute.award : null;
    body = (
      <div className={styles.modalStack}>
        <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
        <div className={styles.statusRow} style={{ justifyContent: 'space-between' }}>
          <div className={styles.statusRow}>
            <StatusBadge status={dispute.status} />
            <span className={styles.strong}>{DISPUTE_REASON_LABELS[dispute.reason] ?? humanize(dispute.reason)}</span>
          </div>
          <Button size="small" variant="outline" onClick={() => onOpenMessages(dispute)}>
            Messages
          </Button>
        </div>
        <dl className={styles.kv}>
          <dt>Dispute</dt>
          <dd className={styles.ref}>{disputeRef(dispute._id)}</dd>
          <dt>Reported by</dt>
          <dd>{reporterOf(dispute) ?? ADMIN_MESSAGES.unknownUser}</dd>
          <dt>Opened</dt>
          <dd>{dateTime(dispute.created_at ?? dispute.date)}</dd>
          <dt>Trade</dt>
          <dd>
            {dispute.trade_id ? (
              <button type="button" className={styles.linkButton} onClick={() => onOpenTrade(dispute.trade_id as string)}>
                {tradeRef(dispute.trade_id)}
                {trade ? ` · ${trade.user1_name ?? 'User 1'} ⇄ ${trade.user2_name ?? 'User 2'}` : ''}
              </button>
            ) : (
              '—'
            )}
          </dd>
          {dispute.issue && (
            <>
              <dt>Issue</dt>
              <dd>{dispute.issue}</dd>
            </>
          )}
          {dispute.resolution && (
            <>
              <dt>Resolution</dt>
              <dd>{dispute.resolution}</dd>
            </>
          )}
          {awardInfo && (
            <>
              <dt>Award</dt>
              <dd>
                {usd(awardInfo.amount)} to {members.find((m) => m.id === awardInfo.to_user_id)?.name ?? ADMIN_MESSAGES.unknownUser}
              </dd>
            </>
          )}
        </dl>
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>Description</h3>
          <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{dispute.description || '—'}</p>
        </section>
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>Evidence</h3>
          {evidence.length === 0 ? (
            <p className={styles.countLine}>No files were attached.</p>
          ) : (
            <ul style={{ margin: 0, paddingLeft: '1.2rem' }}>
              {evidence.map((e, i) => (
                <li key={e.url + i}>
                  {e.url ? (
                    <a href={e.url} target="_blank" rel="noreferrer">
                      {e.name}
                    </a>
                  ) : (
                    e.name
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        <DisputeConditionPhotos dispute={dispute} trade={trade} />
        {!closed && (
          <form className={`form ${styles.panelBox}`} onSubmit={submit} noValidate>
            <h4>Resolve dispute</h4>
            <Field label="Resolution" required hint="Both members see this text; the trade then completes.">
              <textarea className="input" style={{ minHeight: 96 }} value={resolution} onChange={(e) => setResolution(e.target.value)} />
            </Field>
            <label className="check">
              <input type="checkbox" checked={award} onChange={(e) => setAward(e.target.checked)} disabled={members.length === 0} />
              Award money from the other member&apos;s hold
            </label>
            {award && (
              <div className="form-row">
                <div className="field">
                  <label htmlFor={`${id}-to`}>Award to</label>
                  <select id={`${id}-to`} className="input" value={awardTo} onChange={(e) => setAwardTo(e.target.value)}>
                    <option value="">Choose a member</option>
                    {members.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name}
                      </option>
                    ))}
                  </select>
                </div>
                <Field label="Amount (USD)">
                  <MoneyInput value={amount} onChange={(e) => setAmount(e.target.value)} />
                </Field>
              </div>
            )}
            <FormFooter submitLabel="Resolve Dispute" busyLabel="Resolving…" busy={isLoading} disabled={resolution.trim() === ''} />
          </form>
        )}
      </div>
    );
  }

  return (
    <Modal open title="Dispute Details" subtitle={dispute ? `Dispute ${disputeRef(dispute._id)}` : undefined} onClose={onClose} size="large">
      {body}
    </Modal>
  );
}
