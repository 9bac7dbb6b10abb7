interface ValueGridProps {
  readonly ticks: readonly number[];
  /** Where a value sits vertically. */
  readonly y: (value: number) => number;
  /** The plot's left and right edges; the labels stand left of `left`. */
  readonly left: number;
  readonly right: number;
  readonly format: (value: number) => string;
  readonly className?: string;
  readonly lineClassName?: (value: number) => string | undefined;
  readonly labelClassName?: string;
}

/** Horizontal grid lines across the plot, each named by its value at the left. */
export function ValueGrid({ ticks, y, left, right, format, className, lineClassName, labelClassName }: ValueGridProps) {
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick} className={className}>
          <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} className={lineClassName?.(tick)} />
          <text x={left - 8} y={y(tick) + 4} textAnchor="end" className={labelClassName}>
            {format(tick)}
          </text>
        </g>
      ))}
    </>
  );
}
