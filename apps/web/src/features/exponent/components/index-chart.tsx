import { useRef } from 'react';
import type { ExponentRound } from '@lootbay/shared/schemas/exponent';
import { ChartFrame } from '../../../components/ui/chart/chart-frame';
import { areaPath, linePath } from '../../../components/ui/chart/line-path';
import { linearScale } from '../../../components/ui/chart/scale';
import { ValueGrid } from '../../../components/ui/chart/value-grid';
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
  // A single point stands in the middle.
  const x = points.length === 1 ? () => (PAD.left + width - PAD.right) / 2 : linearScale([0, points.length - 1], [PAD.left, width - PAD.right]);
  const y = linearScale([high, low], [PAD.top, HEIGHT - PAD.bottom]);
  const drawn = points.map((point, index) => ({ x: x(index), y: y(point.value) }));
  const last = points.at(-1)!;
  return (
    <figure ref={frame} className="index-chart" data-testid="exponent-chart">
      <ChartFrame width={width} height={HEIGHT} fixedSize label={t('exponent.chartLabel', { count: points.length, index: formatIndex(last.value) })}>
        <defs>
          <linearGradient id="index-chart-fill" x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor="var(--accent)" stopOpacity="0.35" />
            <stop offset="100%" stopColor="var(--accent)" stopOpacity="0" />
          </linearGradient>
        </defs>
        <ValueGrid ticks={[high, (high + low) / 2, low]} y={y} left={PAD.left} right={width - PAD.right} format={(value) => formatIndex(Math.round(value))} className="index-chart__grid" />
        <path className="index-chart__area" d={areaPath(drawn, HEIGHT - PAD.bottom)} fill="url(#index-chart-fill)" />
        <path className="index-chart__line" d={linePath(drawn)} />
        {points.map((point, index) => (
          <circle key={point.issue} className={`index-chart__dot index-chart__dot--${point.result ?? 'live'}`} cx={drawn[index]!.x} cy={drawn[index]!.y} r={point.result ? 3.5 : 6} />
        ))}
      </ChartFrame>
    </figure>
  );
}
