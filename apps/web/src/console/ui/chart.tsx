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

/** A round step for about four grid lines over a span. */
function niceStep(span: number): number {
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/** A small SVG chart of one or more series over the same labels: grouped bars or lines, negative values below the zero line. */
export function Chart({ title, kind, labels, series, format, testId }: ChartProps) {
  const values = series.flatMap((one) => one.values);
  const rawMin = Math.min(0, ...values);
  const rawMax = Math.max(0, ...values);
  const step = niceStep(rawMax - rawMin || 1);
  const min = Math.floor(rawMin / step) * step;
  const max = Math.ceil(rawMax / step) * step || step;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + plotH - ((value - min) / (max - min)) * plotH;
  const slot = plotW / Math.max(1, labels.length);
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(tick);
  const labelEvery = Math.max(1, Math.ceil(labels.length / 10));
  const barW = Math.min(28, (slot * 0.8) / Math.max(1, series.length));

  return (
    <figure className="cx-chart" data-testid={testId}>
      <figcaption className="cx-chart__title">{title}</figcaption>
      <div className="cx-chart__scroll">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} className="cx-chart__svg">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className={tick === 0 ? 'cx-chart__zero' : 'cx-chart__grid'} />
              <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" className="cx-chart__tick">
                {format(tick)}
              </text>
            </g>
          ))}
          {labels.map((label, index) =>
            index % labelEvery === 0 ? (
              <text key={label} x={x(index)} y={HEIGHT - 12} textAnchor="middle" className="cx-chart__tick">
                {label}
              </text>
            ) : null,
          )}
          {kind === 'bar'
            ? series.map((one, seriesIndex) =>
                one.values.map((value, index) => {
                  if (value === 0) return null;
                  const left = x(index) - (barW * series.length) / 2 + barW * seriesIndex;
                  const top = Math.min(y(value), y(0));
                  return (
                    <rect key={`${one.name}-${labels[index]}`} x={left} y={top} width={Math.max(1, barW - 2)} height={Math.max(2, Math.abs(y(value) - y(0)))} fill={one.color}>
                      <title>{`${labels[index]} · ${one.name}: ${format(value)}`}</title>
                    </rect>
                  );
                }),
              )
            : series.map((one) => (
                <g key={one.name}>
                  <polyline fill="none" stroke={one.color} strokeWidth={2.5} points={one.values.map((value, index) => `${x(index)},${y(value)}`).join(' ')} />
                  {one.values.map((value, index) => (
                    <circle key={labels[index]} cx={x(index)} cy={y(value)} r={4} fill={one.color}>
                      <title>{`${labels[index]} · ${one.name}: ${format(value)}`}</title>
                    </circle>
                  ))}
                </g>
              ))}
        </svg>
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
