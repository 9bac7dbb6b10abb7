import { FISHING_GROUNDS, FISHING_LEVELS } from '@lootbay/shared/constants';
import { fishingPlaceId, fishingPoolBoxId } from '@lootbay/shared/schemas/fishing';

/** A fishing spot: ground g at level l, whose catches roll on catalogue box `fish-g-l`. */
export interface FishingSpot {
  readonly id: number;
  readonly ground: number;
  readonly level: number;
  readonly boxId: string;
  /** The rod level the spot needs: none in the shallows, a rod reaching the level deeper down. */
  readonly rodLevel: number;
}

/** The 15 spots of spec point 9 (5 grounds × 3 levels), in id order. */
export const FISHING_SPOTS: readonly FishingSpot[] = Array.from({ length: FISHING_GROUNDS }, (_, g) =>
  Array.from({ length: FISHING_LEVELS }, (__, l): FishingSpot => {
    const [ground, level] = [g + 1, l + 1];
    return { id: fishingPlaceId(ground, level), ground, level, boxId: fishingPoolBoxId(ground, level), rodLevel: level === 1 ? 0 : level };
  }),
).flat();

export function spotOf(id: number): FishingSpot | undefined {
  return FISHING_SPOTS.find((spot) => spot.id === id);
}
