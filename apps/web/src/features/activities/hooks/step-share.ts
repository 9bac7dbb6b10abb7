/**
 * How far along a board's track the member's opens reach, 0..1: the steps sit evenly along it, so
 * the share between two steps is the part of the opens between them.
 */
export function stepShare(steps: readonly { readonly opens: number }[], opens: number): number {
  const last = steps.length - 1;
  if (last < 1 || opens <= (steps[0]?.opens ?? 0)) return 0;
  for (let index = 0; index < last; index += 1) {
    const from = steps[index]!.opens;
    const to = steps[index + 1]!.opens;
    if (opens < to) return (index + (opens - from) / (to - from)) / last;
  }
  return 1;
}
