import { Bar } from '../../components/ui/chart/bar';
import { ChartFrame } from '../../components/ui/chart/chart-frame';
import { linePath } from '../../components/ui/chart/line-path';
import { bandScale, linearScale, niceStep, ticksBetween } from '../../components/ui/chart/scale';
import { ValueGrid } from '../../components/ui/chart/value-grid';

export interface ChartSeries {
  readonly name: string;
  /** A CSS colour. */
  readonly color: string;
  readonly values: readonly number[];
}

interface ChartProps {
  readonly title: string;
  readonly kind: 'bar' | 'line';
  /** One label per point along the horizontal axis. */
  readonly labels: readonly string[];
  readonly series: readonly ChartSeries[];
  readonly format: (value: number) => string;
  readonly testId?: string;
}

const WIDTH = 760;
const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 36, left: 76 };

/** A small SVG chart of one or more series over the same labels: grouped bars or lines, negative values below the zero line. */
export function Chart({ title, kind, labels, series, format, testId }: ChartProps) {
  const values = series.flatMap((one) => one.values);
  const rawMin = Math.min(0, ...values);
  const rawMax = Math.max(0, ...values);
  const step = niceStep(rawMax - rawMin || 1);
  const min = Math.floor(rawMin / step) * step;
  const max = Math.ceil(rawMax / step) * step || step;
  const y = linearScale([min, max], [HEIGHT - PAD.bottom, PAD.top]);
  const slots = bandScale(Math.max(1, labels.length), PAD.left, WIDTH - PAD.right);
  const labelEvery = Math.max(1, Math.ceil(labels.length / 10));
  const barW = Math.min(28, (slots.width * 0.8) / Math.max(1, series.length));

  return (
    <figure className="cx-chart" data-testid={testId}>
      <figcaption className="cx-chart__title">{title}</figcaption>
      <div className="cx-chart__scroll">
        <ChartFrame width={WIDTH} height={HEIGHT} label={title} className="cx-chart__svg">
          <ValueGrid ticks={ticksBetween(min, max, step)} y={y} left={PAD.left} right={WIDTH - PAD.right} format={format} lineClassName={(tick) => (tick === 0 ? 'cx-chart__zero' : 'cx-chart__grid')} labelClassName="cx-chart__tick" />
          {labels.map((label, index) =>
            index % labelEvery === 0 ? (
              <text key={label} x={slots.middle(index)} y={HEIGHT - 12} textAnchor="middle" className="cx-chart__tick">
                {label}
              </text>
            ) : null,
          )}
          {kind === 'bar'
            ? series.map((one, seriesIndex) =>
                one.values.map((value, index) =>
                  value === 0 ? null : (
                    <Bar key={`${one.name}-${labels[index]}`} x={slots.middle(index) - (barW * series.length) / 2 + barW * seriesIndex} width={Math.max(1, barW - 2)} from={y(0)} to={y(value)} minHeight={2} fill={one.color}>
                      <title>{`${labels[index]} · ${one.name}: ${format(value)}`}</title>
                    </Bar>
                  ),
                ),
              )
            : series.map((one) => (
                <g key={one.name}>
                  <path fill="none" stroke={one.color} strokeWidth={2.5} d={linePath(one.values.map((value, index) => ({ x: slots.middle(index), y: y(value) })))} />
                  {one.values.map((value, index) => (
                    <circle key={labels[index]} cx={slots.middle(index)} cy={y(value)} r={4} fill={one.color}>
                      <title>{`${labels[index]} · ${one.name}: ${format(value)}`}</title>
                    </circle>
                  ))}
                </g>
              ))}
        </ChartFrame>
      </div>
      <ul className="cx-chart__legend">
        {series.map((one) => (
          <li key={one.name}>
            <span className="cx-chart__swatch" style={{ background: one.color }} aria-hidden="true" />
            {one.name}
          </li>
        ))}
      </ul>
    </figure>
  );
}
