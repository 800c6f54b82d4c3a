import { TRADE_STATUSES } from '@/features/admin/lib/constants';
import { TRADE_STATUS_LABELS } from '@/features/admin/lib/trades';

/** The trade status select; "accepted" trades are shown as Active. */
export function TradeStatusFilter({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>Status</label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All statuses</option>
        {TRADE_STATUSES.filter((s) => s !== 'active').map((s) => (
          <option key={s} value={s}>
            {TRADE_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
