export interface ChartPoint {
  readonly x: number;
  readonly y: number;
}

/** An SVG path through the points in order. */
export function linePath(points: readonly ChartPoint[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');
}

/** The line through the points closed down to `floor`, to fill the area under it. */
export function areaPath(points: readonly ChartPoint[], floor: number): string {
  return `${linePath(points)} L${points.at(-1)!.x.toFixed(1)},${floor} L${points[0]!.x.toFixed(1)},${floor} Z`;
}
