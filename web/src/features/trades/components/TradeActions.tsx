import { useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { accountDialogRequested } from '@/lib/appEvents';
import { errorText, isApiError } from '@/lib/errors';
import { needsVerification, VerifyIdentityButton } from '@/components/VerifiedBadge/VerifyIdentityButton';
import { flashShown } from '@/lib/flash';
import { viewTradeAction } from '@/lib/overlays';
import { TradeMoney } from '@/components/TradeMoney/TradeMoney';
import { useTradeActionMutation } from '@/features/trades/api';
import { ACTION_SUCCESS, ACTION_VERB, TRADE_MESSAGES } from '@/features/trades/messages';
import type { Trade } from '@/lib/trades';
import type { TradeAction } from '@/features/trades/types';
import { acceptCostOf, AcceptCostLine } from './AcceptCost';
import { showConfirmationRecorded } from './ConfirmationHost';
import { listOf } from '@/features/trades/tabs/useMovedTrades';
import { ModifyTradeModal } from './ModifyTradeModal';
import { ConfirmHandoverDialog, type ConfirmRefusal } from './ConfirmHandoverDialog';
import { TradeRoles } from './TradeRoles';
import styles from './Trades.module.css';

/** Answers to the terms the member saw: refused by the server if the trade has moved since. */
const ANSWERS_TO_THE_OFFER = new Set<TradeAction>(['accept', 'approve', 'reject', 'deny', 'cancel']);

const ORDER: TradeAction[] = ['accept', 'approve', 'ack_received', 'ack_returned', 'modify', 'reject', 'deny', 'cancel'];

function codeOf(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}

function label(action: TradeAction, trade: Trade, me: string | undefined): string {
  switch (action) {
    case 'accept':
      return 'Accept';
    case 'approve':
      return 'Approve';
    case 'reject':
      return 'Reject';
    case 'deny':
      return 'Deny';
    case 'modify':
      return 'Modify';
    case 'cancel':
      return trade.status === 'modified' && trade.last_modified_by === me ? 'Cancel Modified Trade' : 'Cancel Trade';
    case 'ack_received':
      return 'Confirm Received';
    case 'ack_returned':
      return 'Confirm Returned';
  }
}

/** Actions that ask first: the ones that end a trade, the ones that move money, and the confirmations (which take photos). */
type Asked = 'cancel' | 'reject' | 'deny' | 'accept' | 'approve' | 'ack_received' | 'ack_returned';

/** The buttons for what the server says this member may do now (trade.actions), never derived here. */
export function TradeActions({
  trade,
  me,
  size = 'medium',
  children,
  onChanged,
}: {
  trade: Trade;
  me: string | undefined;
  size?: 'small' | 'medium';
  /** Other buttons shown in the same row (e.g. View Details). */
  children?: ReactNode;
  /** From a list: the trade as the API answered the action (its toast then offers "View trade"). */
  onChanged?: (trade: Trade) => void;
}) {
  const dispatch = useDispatch();
  const [runAction, { isLoading }] = useTradeActionMutation();
  const [busy, setBusy] = useState<TradeAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [verify, setVerify] = useState(false);
  const [modifying, setModifying] = useState(false);
  const [confirming, setConfirming] = useState<Asked | null>(null);

  const actions = ORDER.filter((a) => trade.actions?.includes(a));

  /** Sends the action; answers the refusal (shown by the caller), or null when it went through. */
  const send = async (action: Exclude<TradeAction, 'modify'>, photoIds?: string[]): Promise<ConfirmRefusal | null> => {
    setError(null);
    setBusy(action);
    const result = await runAction({
      id: trade._id,
      action,
      revision: ANSWERS_TO_THE_OFFER.has(action) ? trade.revision : undefined,
      photo_ids: photoIds && photoIds.length > 0 ? photoIds : undefined,
    });
    setBusy(null);
    setVerify(needsVerification(result.error));
    if ('error' in result) {
      const message = errorText(result.error, 'Please try again.');
      if (action === 'ack_received') return { message: errorText(result.error, TRADE_MESSAGES.ackReceivedFailed), code: codeOf(result.error) };
      if (action === 'ack_returned') return { message: errorText(result.error, TRADE_MESSAGES.ackReturnedFailed), code: codeOf(result.error) };
      return { message: `Failed to ${ACTION_VERB[action]} trade: ${message}` };
    }
    setConfirming(null);
    const now = result.data?.trade;
    if (onChanged && now) onChanged(now);
    dispatch(flashShown(ACTION_SUCCESS[action], 'success', onChanged ? viewTradeAction(trade._id, listOf(now?.status ?? trade.status).tab) : undefined));
    if (action === 'ack_received') showConfirmationRecorded('received');
    if (action === 'ack_returned') showConfirmationRecorded('returned');
    return null;
  };

  const run = async (action: Exclude<TradeAction, 'modify'>) => {
    const refusal = await send(action);
    setConfirming(null);
    if (refusal) setError(refusal.message);
  };

  const insufficient = error?.includes('Insufficient current balance');
  // The dialogs stay even when the answer took the last button away (e.g. after an acknowledgement).
  if (actions.length === 0 && !error && !modifying && !children) return null;

  return (
    <div className={styles.actionsBlock}>
      {error && (
        <Banner
          tone="error"
          onDismiss={() => setError(null)}
          action={
            insufficient ? (
              <Button size="small" onClick={() => dispatch(accountDialogRequested({ tab: 'balance' }))}>
                Add Funds
              </Button>
            ) : verify ? (
              <VerifyIdentityButton />
            ) : undefined
          }
        >
          {error}
        </Banner>
      )}
      {(actions.length > 0 || children) && (
        <div className={styles.actions}>
          {children}
          {actions.map((action) => {
            const destructive = action === 'reject' || action === 'deny' || action === 'cancel';
            return (
              <Button
                key={action}
                size={size}
                variant={destructive ? 'outline' : action === 'modify' ? 'outline' : 'primary'}
                disabled={isLoading}
                onClick={() => {
                  if (action === 'modify') setModifying(true);
                  else if (destructive || action === 'accept' || action === 'approve') setConfirming(action);
                  else if (action === 'ack_received' || action === 'ack_returned') setConfirming(action);
                  else void run(action);
                }}
              >
                {busy === action ? 'Working…' : label(action, trade, me)}
              </Button>
            );
          })}
        </div>
      )}
      {modifying && <ModifyTradeModal trade={trade} onClose={() => setModifying(false)} />}
      {confirming === 'accept' || confirming === 'approve' ? (
        <AcceptDialog trade={trade} me={me} action={confirming} busy={isLoading} onCancel={() => setConfirming(null)} onConfirm={() => void run(confirming)} />
      ) : confirming === 'ack_received' || confirming === 'ack_returned' ? (
        <ConfirmHandoverDialog
          trade={trade}
          me={me}
          handover={confirming === 'ack_received' ? 'received' : 'returned'}
          busy={isLoading}
          onCancel={() => setConfirming(null)}
          onConfirm={(photoIds) => send(confirming, photoIds)}
        />
      ) : (
        <ConfirmDialog
          open={confirming !== null}
          title={confirming === 'cancel' ? 'Cancel this trade?' : confirming === 'deny' ? 'Deny the changes?' : 'Reject this trade?'}
          confirmLabel={confirming === 'cancel' ? 'Cancel Trade' : confirming === 'deny' ? 'Deny' : 'Reject'}
          cancelLabel="Keep it"
          tone="danger"
          busy={isLoading}
          onCancel={() => setConfirming(null)}
          onConfirm={() => confirming && void run(confirming)}
        >
          <p>
            {confirming === 'cancel'
              ? trade.status === 'accepted'
                ? 'This trade was already accepted: cancelling now carries a penalty paid to your partner. Holds are released.'
                : 'Cancelling before the trade is accepted is free; any hold is released.'
              : 'The other member will be told, and any hold is released.'}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** Before the money moves: which bag is whose, the request's message, and what saying yes costs. */
function AcceptDialog({
  trade,
  me,
  action,
  busy,
  onCancel,
  onConfirm,
}: {
  trade: Trade;
  me: string | undefined;
  action: 'accept' | 'approve';
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const cost = acceptCostOf(trade, me);
  const approving = action === 'approve';
  return (
    <ConfirmDialog
      open
      title={approving ? 'Approve the changes?' : 'Accept this trade?'}
      confirmLabel={approving ? 'Approve' : 'Accept Trade'}
      cancelLabel="Not yet"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <div className={styles.stack}>
        <TradeRoles trade={trade} me={me} />
        {cost ? (
          <>
            <AcceptCostLine cost={cost} verb={approving ? 'Approving' : 'Accepting'} />
            <TradeMoney breakdown={cost.breakdown} deliveryMethod={trade.delivery_method} label="What accepting costs" />
          </>
        ) : (
          <p>{TRADE_MESSAGES.costsUnavailable} The fees are paid and the hold is set aside when you accept.</p>
        )}
      </div>
    </ConfirmDialog>
  );
}
