import { errorText } from '@/lib/errors';
import { useAdminDeleteTradeMutation, useAdminFlagTradeMutation } from '@/features/admin/api';
import { tradeRef } from '@/features/admin/lib/display';
import { ADMIN_MESSAGES } from '@/features/admin/messages';
import type { AdminTrade } from '@/features/admin/types';
import { useConfirm, usePrompt } from './Dialogs';

/** What became of a flag or a delete; the trade details modal closes after a delete. */
export interface TradeActionNotices {
  success: (text: string, action: 'flag' | 'delete') => void;
  failure: (text: string) => void;
}

/** Flag (with a typed reason) and delete (after confirmation), from a trade list or the trade details. */
export function useTradeActions(onNotice: TradeActionNotices) {
  const [flagTrade, flagState] = useAdminFlagTradeMutation();
  const [deleteTrade, deleteState] = useAdminDeleteTradeMutation();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { prompt, dialog: promptDialog } = usePrompt();

  const flag = async (trade: AdminTrade) => {
    const reason = await prompt({ title: `Flag trade ${tradeRef(trade._id)}`, label: 'Reason', confirmLabel: 'Flag Trade', message: 'Flags are visible to administrators only.' });
    if (reason === null) return;
    const result = await flagTrade({ id: trade._id, reason });
    if ('error' in result) return onNotice.failure(errorText(result.error, 'Failed to flag trade'));
    onNotice.success(result.data?.message || 'Trade flagged', 'flag');
  };

  const remove = async (trade: AdminTrade) => {
    const ok = await confirm({
      title: 'Delete trade?',
      message: `Delete trade ${tradeRef(trade._id)} between ${trade.user1_name ?? 'User 1'} and ${trade.user2_name ?? 'User 2'}? Holds are released and the workflow ends. This cannot be undone.`,
      confirmLabel: 'Delete Trade',
    });
    if (!ok) return;
    const result = await deleteTrade(trade._id);
    if ('error' in result) return onNotice.failure(errorText(result.error, ADMIN_MESSAGES.deleteTrade));
    onNotice.success(result.data?.message || 'Trade deleted', 'delete');
  };

  return {
    flag,
    remove,
    busy: flagState.isLoading || deleteState.isLoading,
    dialogs: (
      <>
        {confirmDialog}
        {promptDialog}
      </>
    ),
  };
}
