import { useCallback, useEffect, useState } from 'react';
import type { OpenBoxAnswer, TryOpenAnswer } from '@lootbay/shared/schemas/boxes';
import type { Ornament } from '@lootbay/shared/schemas/catalog';
import { REVEAL_HOLD_MS, stripSeed, type SpinSpeed } from './use-roulette';

/** What the roulette shows: a paid open, a try-out or the guided first open. */
export type OpeningMode = 'paid' | 'try' | 'guided';

export interface Roll {
  readonly ornament: Ornament;
  readonly rollPoint: number;
  readonly round: number;
  readonly seed: number;
  /** The backpack item a paid open put there; null for try-outs and the guided open. */
  readonly backpackItemId: string | null;
  /** The open's id, which is its roll's: `/fair` verifies it. Null for try-outs, which are not recorded. */
  readonly openId: string | null;
}

export interface Opening {
  readonly id: number;
  readonly mode: OpeningMode;
  readonly rolls: readonly Roll[];
  readonly speed: SpinSpeed;
}

function rollsOf(answer: OpenBoxAnswer | TryOpenAnswer): Roll[] {
  return answer.list.map((result, lane) => ({
    ornament: result.ornament,
    rollPoint: result.rollPoint,
    round: result.round,
    seed: stripSeed(result.rollPoint, result.round, lane),
    backpackItemId: 'backpackItemId' in result ? result.backpackItemId : null,
    openId: 'openId' in result ? result.openId : null,
  }));
}

/** The opening on screen: its rolls, whether the strips still spin, and whether the result shows. */
export function useBoxOpening() {
  const [opening, setOpening] = useState<Opening | null>(null);
  const [skipped, setSkipped] = useState(false);
  const [landed, setLanded] = useState(0);
  const [resultDismissed, setResultDismissed] = useState(false);

  const start = useCallback((mode: OpeningMode, answer: OpenBoxAnswer | TryOpenAnswer, speed: SpinSpeed) => {
    setSkipped(false);
    setLanded(0);
    setResultDismissed(false);
    setOpening((previous) => ({ id: (previous?.id ?? 0) + 1, mode, rolls: rollsOf(answer), speed }));
  }, []);

  const laneDone = useCallback(() => setLanded((count) => count + 1), []);

  const spinning = opening !== null && landed < opening.rolls.length;
  const [heldOpening, setHeldOpening] = useState(0);
  const landedId = opening !== null && !spinning ? opening.id : null;
  const hold = skipped ? REVEAL_HOLD_MS.skipped : REVEAL_HOLD_MS[opening?.speed ?? 'normal'];
  useEffect(() => {
    if (landedId === null) return;
    const timer = window.setTimeout(() => setHeldOpening(landedId), hold);
    return () => window.clearTimeout(timer);
  }, [landedId, hold]);

  return {
    opening,
    spinning,
    /** Every strip has stopped: the moment for the landing chime. */
    landed: landedId !== null,
    skipped,
    resultOpen: landedId !== null && heldOpening === landedId && !resultDismissed,
    start,
    laneDone,
    skip: () => setSkipped(true),
    closeResult: () => setResultDismissed(true),
  };
}
