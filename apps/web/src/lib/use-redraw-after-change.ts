import { useReducer } from 'react';

/**
 * React puts a controlled field back to its state after every change; Preact only when it draws
 * the field again, which it skips when the state did not change (a quantity already at its most,
 * typed higher, or a chance the stake cannot reach). Calling the returned function in the change
 * handler draws the field again, so it always shows the value that counts.
 */
export function useRedrawAfterChange(): () => void {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  return redraw;
}
