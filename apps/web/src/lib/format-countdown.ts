const two = (value: number) => String(value).padStart(2, '0');

/** Whole seconds left as `HH:MM:SS`, the hours not wrapped at a day (a 24-hour countdown starts at 24:00:00). */
export function countdownClock(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  return `${two(Math.floor(left / 3_600))}:${two(Math.floor((left % 3_600) / 60))}:${two(left % 60)}`;
}

/** Whole seconds left with the whole days apart (for the caller's words) and the rest as `HH:MM:SS`. */
export function splitCountdown(seconds: number): { readonly days: number; readonly clock: string } {
  const left = Math.max(0, Math.floor(seconds));
  return { days: Math.floor(left / 86_400), clock: countdownClock(left % 86_400) };
}
