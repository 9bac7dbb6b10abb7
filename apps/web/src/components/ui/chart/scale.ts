/** A straight map from a span of values onto a span of drawing units (either may run backwards, as an SVG's y does). */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  return (value) => r0 + ((value - d0) * (r1 - r0)) / (d1 - d0);
}

/** Equal slots side by side from `start` to `end`, one per category: where each begins and where its middle is. */
export function bandScale(count: number, start: number, end: number) {
  const width = (end - start) / count;
  return { width, start: (index: number) => start + width * index, middle: (index: number) => start + width * index + width / 2 };
}

/** A round step for about four grid lines over a span. */
export function niceStep(span: number): number {
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/** The values from `low` to `high` in steps of `step`, both ends included. */
export function ticksBetween(low: number, high: number, step: number): number[] {
  const ticks: number[] = [];
  for (let tick = low; tick <= high + step / 2; tick += step) ticks.push(tick);
  return ticks;
}
