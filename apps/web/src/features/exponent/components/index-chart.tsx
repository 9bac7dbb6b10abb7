import { useRef } from 'react';
import type { ExponentRound } from '@lootbay/shared/schemas/exponent';
import { formatIndex } from '../hooks/format-index';
import { useWidth } from '../hooks/use-width';
import './exponent.css';
import { useTranslation } from '../../../lib/i18n';

interface IndexChartProps {
  /** Settled rounds, oldest first, and the round in play (its index is the live point); nothing is drawn before a round settled. */
  readonly settled: readonly ExponentRound[];
  readonly current: ExponentRound | null;
}

const HEIGHT = 220;
const PAD = { top: 16, right: 16, bottom: 22, left: 64 };

/**
 * The index as a line over the last rounds: each settled round a point, green where it rose and
 * red where it fell, the round in play the live point at the end.
 */
export function IndexChart({ settled, current }: IndexChartProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLElement>(null);
  // Drawn at the width it is shown at, so its labels keep their size on a phone.
  const width = Math.max(280, useWidth(frame));
  const points = [...settled.map((round) => ({ issue: round.issue, value: round.index, result: round.result })), ...(current ? [{ issue: current.issue, value: current.index, result: null }] : [])];
  if (settled.length === 0)
    return (
      <figure ref={frame} className="index-chart index-chart--empty">
        {t('exponent.chartEmpty')}
      </figure>
    );
  const values = points.map((point) => point.value);
  // A little room above and below the line, and a band of at least 0.4% of the index when it barely moved.
  const margin = Math.max((Math.max(...values) - Math.min(...values)) * 0.1, Math.max(...values) * 0.002, 1);
  const low = Math.min(...values) - margin;
  const high = Math.max(...values) + margin;
  const span = high - low;
  const x = (index: number) => PAD.left + (points.length === 1 ? (width - PAD.left - PAD.right) / 2 : (index * (width - PAD.left - PAD.right)) / (points.length - 1));
  const y = (value: number) => PAD.top + ((high - value) * (HEIGHT - PAD.top - PAD.bottom)) / span;
  const line = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ');
  const area = `${line} L${x(points.length - 1).toFixed(1)},${HEIGHT - PAD.bottom} L${x(0).toFixed(1)},${HEIGHT - PAD.bottom} Z`;
  const last = points.at(-1)!;
  return (
    <figure ref={frame} className="index-chart" data-testid="exponent-chart">
      <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={t('exponent.chartLabel', { count: points.length, index: formatIndex(last.value) })}>
        <defs>
          <linearGradient id="index-chart-fill" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="var(--accent)" stopOpacity="0.35" />
            <stop offset="100%" stopColor="var(--accent)" stopOpacity="0" />
          </linearGradient>
        </defs>
        {[high, (high + low) / 2, low].map((value) => (
          <g key={value} className="index-chart__grid">
            <line x1={PAD.left} x2={width - PAD.right} y1={y(value)} y2={y(value)} />
            <text x={PAD.left - 8} y={y(value) + 4} textAnchor="end">
              {formatIndex(Math.round(value))}
            </text>
          </g>
        ))}
        <path className="index-chart__area" d={area} fill="url(#index-chart-fill)" />
        <path className="index-chart__line" d={line} />
        {points.map((point, index) => (
          <circle key={point.issue} className={`index-chart__dot index-chart__dot--${point.result ?? 'live'}`} cx={x(index)} cy={y(point.value)} r={point.result ? 3.5 : 6} />
        ))}
      </svg>
    </figure>
  );
}
