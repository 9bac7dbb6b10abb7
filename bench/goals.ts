import type { Measurement } from './measure';
import type { Dialect } from './server';

/** What a scenario must reach in a quiet run: its ratio to the signed-call floor, its p99, its growth. */
export interface Goal {
  readonly ratio?: Readonly<Record<Dialect, number>>;
  readonly p99Ms?: Readonly<Record<Dialect, number>>;
  /** The most the last play of a long history may cost, as a multiple of the first. */
  readonly growthAtMost?: number;
}

/** Every play: half the floor on SQLite, a third on PostgreSQL, answered within 50 and 100 ms. */
export const PLAY_GOAL: Goal = { ratio: { sqlite: 0.5, postgres: 0.33 }, p99Ms: { sqlite: 50, postgres: 100 } };

/** A whole 2-player 4-box battle, created, joined and settled. */
export const BATTLE_GOAL: Goal = { ratio: { sqlite: 0.17, postgres: 0.08 } };

export const GROWTH_GOAL: Goal = { growthAtMost: 1.1 };

export interface GoalCheck {
  readonly text: string;
  readonly met: boolean;
}

/** The goal as a person reads it beside the numbers, and whether this measurement holds it. */
export function checkGoal(goal: Goal, dialect: Dialect, measured: Measurement, ratio: number | null): GoalCheck {
  const parts: string[] = [];
  let met = true;
  const ratioGoal = goal.ratio?.[dialect];
  if (ratioGoal !== undefined) {
    parts.push(`ratio ≥ ${ratioGoal}`);
    met &&= ratio !== null && ratio >= ratioGoal;
  }
  const p99Goal = goal.p99Ms?.[dialect];
  if (p99Goal !== undefined) {
    parts.push(`p99 ≤ ${p99Goal} ms`);
    met &&= measured.p99Ms <= p99Goal;
  }
  if (goal.growthAtMost !== undefined) {
    parts.push(`growth ≤ ${goal.growthAtMost}`);
    const growth = measured.extra?.['growth'];
    met &&= growth !== undefined && growth <= goal.growthAtMost;
  }
  return { text: `${parts.join(', ')}: ${met ? 'met' : 'missed'}`, met };
}
