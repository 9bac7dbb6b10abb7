import { EXPERIENCE_PER_COIN, LEVEL_THRESHOLDS, MINOR_UNITS_PER_MAJOR } from '@lootbay/shared/constants';
import type { Level } from '@lootbay/shared/schemas/wallet';

/** Experience from coins spent on paid play (hundredths): 1 per whole coin. */
export function experienceOf(spentCoins: number): number {
  return Math.floor(spentCoins / MINOR_UNITS_PER_MAJOR) * EXPERIENCE_PER_COIN;
}

/** The level an amount of experience reaches, with progress towards the next one. */
export function levelOf(experience: number): Level {
  let index = 0;
  while (index + 1 < LEVEL_THRESHOLDS.length && experience >= (LEVEL_THRESHOLDS[index + 1] ?? Infinity)) index += 1;
  const levelExperience = LEVEL_THRESHOLDS[index] ?? 0;
  const next = LEVEL_THRESHOLDS[index + 1];
  const progress = next === undefined ? 100 : Math.floor(((experience - levelExperience) * 100) / (next - levelExperience));
  return { level: index + 1, experience, levelExperience, nextLevelExperience: next ?? null, progress };
}
