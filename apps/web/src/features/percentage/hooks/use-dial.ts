import { useCallback, useEffect, useRef, useState } from 'react';
import { ROLL_POINT_MAX } from '@lootbay/shared/fairness/roll';

const SPIN_MS = 4_200;
/** Whole turns before the needle settles: enough to read as a spin, short enough to wait for. */
const TURNS = 4;

/** Where a roll point sits on the dial, in degrees clockwise from the top: 1..100000 round the circle. */
export function pointAngle(rollPoint: number): number {
  return (rollPoint / ROLL_POINT_MAX) * 360;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface DialState {
  /** The needle's rotation: grows by whole turns so every spin runs forward. */
  readonly angle: number;
  readonly durationMs: number;
  readonly spinning: boolean;
  /** The roll point the needle stopped on, until its result is seen; null otherwise. */
  readonly landed: number | null;
}

/** Spins the needle to a proven roll point; the promise settles when it rests there. */
export function useDial() {
  const [state, setState] = useState<DialState>({ angle: 0, durationMs: 0, spinning: false, landed: null });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const spin = useCallback(
    (rollPoint: number) =>
      new Promise<void>((resolve) => {
        const durationMs = prefersReducedMotion() ? 0 : SPIN_MS;
        setState((previous) => ({
          angle: Math.ceil(previous.angle / 360) * 360 + TURNS * 360 + pointAngle(rollPoint),
          durationMs,
          spinning: true,
          landed: null,
        }));
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => {
          setState((previous) => ({ ...previous, spinning: false, landed: rollPoint }));
          resolve();
        }, durationMs + 60);
      }),
    [],
  );

  /** The result was seen: the readout shows the chance again, the needle stays where it stopped. */
  const rest = useCallback(() => setState((previous) => ({ ...previous, landed: null })), []);

  return { ...state, spin, rest };
}
