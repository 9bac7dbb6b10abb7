import type { ForgePool } from '@lootbay/shared/schemas/forge';

/** The pool inputs worth `value` forge in: at least its lowest value and below its highest (the top band has none). */
export function poolForValue(pools: readonly ForgePool[], value: number): ForgePool | null {
  return pools.find((pool) => value >= pool.minValue && (pool.maxValue === null || value < pool.maxValue)) ?? null;
}
