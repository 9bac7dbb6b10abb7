import type { FishTool } from '@lootbay/shared/schemas/fishing';

/** The deepest level the member's rods reach, from the shop list's `owned`; 0 without a rod (or for a visitor). */
export function rodLevelOf(tools: readonly FishTool[] | undefined): number {
  return Math.max(0, ...(tools ?? []).filter((tool) => tool.kind === 'rod' && tool.owned === 1).map((tool) => tool.level));
}

/** The share of a cast's bait a spot is expected to return, as a percentage with one decimal. */
export function returnPercent(expectedReturn: number, castPrice: number): string {
  return castPrice > 0 ? ((expectedReturn / castPrice) * 100).toFixed(1) : '0.0';
}
