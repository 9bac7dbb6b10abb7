import { useLayoutEffect, useRef, useState } from 'react';
import type { BoxOrnament, Ornament } from '@lootbay/shared/schemas/catalog';
import { seededRandom } from '@lootbay/shared/seeded-random';

/** Cards in one strip, and the one the strip stops on: enough run-up for a long deceleration. */
export const STRIP_LENGTH = 52;
export const WIN_INDEX = 44;

const SPIN_MS = { normal: 6_500, quick: 1_400 } as const;
export type SpinSpeed = keyof typeof SPIN_MS;

/** How long the landed strip holds before the result comes up, so the player sees where it stopped. */
export const REVEAL_HOLD_MS = { normal: 1_000, quick: 500, skipped: 300 } as const;

/** The seed of a strip, from the roll it shows. */
export function stripSeed(rollPoint: number, round: number, lane: number): number {
  return (rollPoint * 2_654_435_761 + round * 40_503 + lane * 977) >>> 0;
}

/**
 * The cards of one strip: filler drawn from the box (the square root of each item's odds, so rare
 * items show up often enough to tease) with the won item at `WIN_INDEX`.
 */
export function buildStrip(pool: readonly BoxOrnament[], won: Ornament, seed: number): Ornament[] {
  const random = seededRandom(seed);
  const weights = pool.map((item) => Math.sqrt(item.rollTo - item.rollFrom + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const pick = (): Ornament => {
    let left = random() * total;
    for (let index = 0; index < pool.length; index += 1) {
      left -= weights[index]!;
      if (left <= 0) return pool[index]!;
    }
    return pool[pool.length - 1] ?? won;
  };
  return Array.from({ length: STRIP_LENGTH }, (_, index) => (index === WIN_INDEX ? won : pick()));
}

/** Where inside the won card the marker stops, as a share of its width (never on an edge). */
export function landingShare(seed: number): number {
  return 0.18 + seededRandom(seed ^ 0x9e3779b9)() * 0.64;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface RouletteMotion {
  readonly viewportRef: React.RefObject<HTMLDivElement | null>;
  readonly winRef: React.RefObject<HTMLLIElement | null>;
  readonly offset: number;
  readonly durationMs: number;
  readonly done: boolean;
}

/**
 * Moves the strip so the marker (the centre of the viewport) ends inside the won card. The end
 * position is measured from the cards themselves, so it holds at any card size.
 */
export function useRouletteMotion(seed: number, speed: SpinSpeed, skipped: boolean, onDone: () => void): RouletteMotion {
  const viewportRef = useRef<HTMLDivElement>(null);
  const winRef = useRef<HTMLLIElement>(null);
  const [offset, setOffset] = useState(0);
  const [done, setDone] = useState(false);
  const doneRef = useRef(onDone);
  useLayoutEffect(() => {
    doneRef.current = onDone;
  }, [onDone]);
  const instant = skipped || prefersReducedMotion();
  const durationMs = instant ? 0 : SPIN_MS[speed];

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const card = winRef.current;
    if (!viewport || !card) return;
    const target = card.offsetLeft + card.offsetWidth * landingShare(seed) - viewport.clientWidth / 2;
    // Two frames: the strip is painted at rest first, so the transition runs from the start.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setOffset(target));
    });
    return () => cancelAnimationFrame(frame);
  }, [seed]);

  useLayoutEffect(() => {
    if (offset === 0 || done) return;
    const timer = window.setTimeout(() => {
      setDone(true);
      doneRef.current();
    }, durationMs + 60);
    return () => window.clearTimeout(timer);
  }, [offset, durationMs, done]);

  return { viewportRef, winRef, offset, durationMs, done };
}
