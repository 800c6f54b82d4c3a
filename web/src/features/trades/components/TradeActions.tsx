import { useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Banner } from '@/components/Banner/Banner';
import { Button } from '@/components/Button/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog/ConfirmDialog';
import { accountDialogRequested } from '@/lib/appEvents';
import { errorText } from '@/lib/errors';
import { flashShown } from '@/lib/flash';
import { useTradeActionMutation } from '@/features/trades/api';
import { ACTION_SUCCESS, ACTION_VERB, TRADE_MESSAGES } from '@/features/trades/messages';
import type { Trade } from '@/lib/trades';
import type { TradeAction } from '@/features/trades/types';
import { showConfirmationRecorded } from './ConfirmationHost';
import { ModifyTradeModal } from './ModifyTradeModal';
import styles from './Trades.module.css';

/** Answers to the terms the member saw: refused by the server if the trade has moved since. */
const ANSWERS_TO_THE_OFFER = new Set<TradeAction>(['accept', 'approve', 'reject', 'deny', 'cancel']);

const ORDER: TradeAction[] = ['accept', 'approve', 'ack_received', 'ack_returned', 'modify', 'reject', 'deny', 'cancel'];

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

/** The buttons for what the server says this member may do now (trade.actions), never derived here. */
export function TradeActions({
  trade,
  me,
  size = 'medium',
  children,
}: {
  trade: Trade;
  me: string | undefined;
  size?: 'small' | 'medium';
  /** Other buttons shown in the same row (e.g. View Details). */
  children?: ReactNode;
}) {
  const dispatch = useDispatch();
  const [runAction, { isLoading }] = useTradeActionMutation();
  const [busy, setBusy] = useState<TradeAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [modifying, setModifying] = useState(false);
  const [confirming, setConfirming] = useState<'cancel' | 'reject' | 'deny' | null>(null);

  const actions = ORDER.filter((a) => trade.actions?.includes(a));

  const run = async (action: Exclude<TradeAction, 'modify'>) => {
    setError(null);
    setBusy(action);
    const result = await runAction({ id: trade._id, action, revision: ANSWERS_TO_THE_OFFER.has(action) ? trade.revision : undefined });
    setBusy(null);
    setConfirming(null);
    if ('error' in result) {
      const message = errorText(result.error, 'Please try again.');
      if (action === 'ack_received') setError(errorText(result.error, TRADE_MESSAGES.ackReceivedFailed));
      else if (action === 'ack_returned') setError(errorText(result.error, TRADE_MESSAGES.ackReturnedFailed));
      else setError(`Failed to ${ACTION_VERB[action]} trade: ${message}`);
      return;
    }
    dispatch(flashShown(ACTION_SUCCESS[action]));
    if (action === 'ack_received') showConfirmationRecorded('received');
    if (action === 'ack_returned') showConfirmationRecorded('returned');
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
                  else if (destructive) setConfirming(action as 'cancel' | 'reject' | 'deny');
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
    </div>
  );
}
