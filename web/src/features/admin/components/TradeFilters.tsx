import { TRADE_STATUSES } from '@/features/admin/lib/constants';
import { TRADE_STATUS_LABELS } from '@/features/admin/lib/trades';
import { SelectFilter } from './SelectFilter';

const OPTIONS = [
  { id: '', label: 'All statuses' },
  ...TRADE_STATUSES.filter((s) => s !== 'active').map((s) => ({ id: s, label: TRADE_STATUS_LABELS[s] })),
];

/** The trade status select; "accepted" trades are shown as Active. */
export function TradeStatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return <SelectFilter label="Status" value={value} options={OPTIONS} onChange={onChange} />;
}
