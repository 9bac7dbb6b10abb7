import { INVITE_LEVELS } from '@lootbay/shared/constants';

export type TierRates = readonly [number, number, number];

export interface InviteLevel {
  readonly level: number;
  /** Effective invitees that reach it. */
  readonly effective: number;
  readonly rates: TierRates;
}

/** The levels with operators' rates where they set some, defaults elsewhere. */
export function levelsWith(overrides: ReadonlyMap<number, TierRates>): InviteLevel[] {
  return INVITE_LEVELS.map((level) => ({ level: level.level, effective: level.effective, rates: overrides.get(level.level) ?? level.rates }));
}

/** The level a member holds: what their effective invitees reach, or the granted level when higher. */
export function levelOf(levels: readonly InviteLevel[], effective: number, granted: number | null): InviteLevel {
  const reached = levels.filter((level) => level.effective <= effective || (granted !== null && level.level <= granted));
  return reached[reached.length - 1] ?? levels[0]!;
}

/** A tier's rebate on what an invitee recharged: basis points, rounded down to the hundredth. */
export function rebateOf(recharged: number, rate: number): number {
  return Math.floor((recharged * rate) / 10_000);
}
