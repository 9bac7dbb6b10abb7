import { PERCENT_CHANCE_RANGE } from '@lootbay/shared/fairness/percentage';
import { formatChance } from '../../../lib/format-chance';

/**
 * A stake's chance as the player sees it: never past what a play may have (1%–75%), so a stake
 * above or below the range reads "> 75.00%" or "< 1.00%" rather than a chance no play can have.
 */
export function shownChance(chance: number): string {
  // A no-break space: the sign and the number stay on one line.
  if (chance > PERCENT_CHANCE_RANGE.max) return `>\u00a0${formatChance(PERCENT_CHANCE_RANGE.max)}`;
  if (chance < PERCENT_CHANCE_RANGE.min) return `<\u00a0${formatChance(PERCENT_CHANCE_RANGE.min)}`;
  return formatChance(chance);
}
