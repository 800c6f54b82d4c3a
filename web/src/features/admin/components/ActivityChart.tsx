import { formatUSD } from '@/lib/format';
import styles from '@/features/admin/admin.module.css';

interface ActivityChartProps {
  days: string[];
  trades: number[];
  money: number[];
}

const W = 600;
const H = 150;
const PAD = { top: 10, right: 44, bottom: 22, left: 26 };
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function label(day: string) {
  const [, m, d] = day.split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}`;
}

/** A ceiling for an axis: 1, 2 or 5 times a power of ten. */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(value));
  for (const m of [1, 2, 5, 10]) if (m * p >= value) return m * p;
  return 10 * p;
}

function compactUSD(n: number) {
  if (n >= 1000) return `$${(n / 1000).toFixed(n >= 10_000 ? 0 : 1)}k`;
  return `$${Math.round(n)}`;
}

/** Trades per day as bars and money moved per day as a line, drawn in SVG. */
export function ActivityChart({ days, trades, money }: ActivityChartProps) {
  const n = days.length;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(n, 1);
  const tradeMax = niceMax(Math.max(...trades, 0));
  const moneyMax = niceMax(Math.max(...money, 0));
  const x = (i: number) => PAD.left + i * slot;
  const yMoney = (v: number) => PAD.top + innerH - (v / moneyMax) * innerH;
  const line = money.map((v, i) => `${i === 0 ? 'M' : 'L'}${(x(i) + slot / 2).toFixed(1)},${yMoney(v).toFixed(1)}`).join(' ');
  const totalTrades = trades.reduce((a, b) => a + b, 0);
  const totalMoney = money.reduce((a, b) => a + b, 0);
  const summary = `Last ${n} days: ${totalTrades} trades requested and ${formatUSD(totalMoney)} moved.`;

  return (
    <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} data-testid="activity-chart">
      <title>{summary}</title>
      {[0, 0.5, 1].map((f) => (
        <g key={f}>
          <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH * (1 - f)} y2={PAD.top + innerH * (1 - f)} stroke="#ead8d2" strokeDasharray={f === 0 ? undefined : '3 3'} />
          <text x={PAD.left - 6} y={PAD.top + innerH * (1 - f) + 3} textAnchor="end" fontSize="9" fill="#6b5561">
            {Math.round(tradeMax * f)}
          </text>
          <text x={W - PAD.right + 6} y={PAD.top + innerH * (1 - f) + 3} textAnchor="start" fontSize="9" fill="#8a6a1f">
            {compactUSD(moneyMax * f)}
          </text>
        </g>
      ))}
      {trades.map((v, i) => {
        const h = (v / tradeMax) * innerH;
        return (
          <rect key={days[i]} x={x(i) + slot * 0.18} y={PAD.top + innerH - h} width={slot * 0.64} height={Math.max(h, v > 0 ? 1 : 0)} rx="2" fill="#74245a">
            <title>{`${label(days[i])}: ${v} trade${v === 1 ? '' : 's'}, ${formatUSD(money[i] ?? 0)} moved`}</title>
          </rect>
        );
      })}
      <path d={line} fill="none" stroke="#c9a14a" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
      {money.map((v, i) =>
        v > 0 ? <circle key={days[i]} cx={x(i) + slot / 2} cy={yMoney(v)} r="2.4" fill="#c9a14a" /> : null,
      )}
      {days.map((d, i) =>
        i % 7 === (n - 1) % 7 ? (
          <text key={d} x={x(i) + slot / 2} y={H - 6} textAnchor="middle" fontSize="9" fill="#6b5561">
            {label(d)}
          </text>
        ) : null,
      )}
    </svg>
  );
}
