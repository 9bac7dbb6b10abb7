import type { Locale } from '@lootbay/shared/constants';
import { CHAIN_DOWNLOAD_PATH } from '@lootbay/shared/fairness/chain';
import type { Transparency, TransparencyBox } from '@lootbay/shared/schemas/statistics';
import { ttlCache } from '../../ttl-cache';
import type { StatisticsDependencies } from './statistics.service';

/** The measured returns are a heavy read: shared for a minute. */
const RETURNS_CACHE_MS = 60_000;
/** Two-sided 95% normal quantile. */
const Z95 = 1.96;
const BASIS = 10_000;

/**
 * The transparency page: the hash chain's newest head and records per game, fresh on every call,
 * and for every paid box the return measured over all its opens (mean of item value ÷ price, with
 * a 95% confidence interval) beside the return its odds in force publish.
 */
export function createTransparency(deps: Pick<StatisticsDependencies, 'boxes' | 'catalog' | 'fairness' | 'clock'>) {
  const returns = ttlCache<TransparencyBox[]>(RETURNS_CACHE_MS, deps.clock);

  async function boxReturns(locale: Locale): Promise<TransparencyBox[]> {
    const measured = await deps.boxes.openReturnsByBox();
    const shown = await deps.catalog.boxesByIds(
      measured.map((row) => row.boxId),
      locale,
    );
    return measured.flatMap((row) => {
      const box = shown.get(row.boxId);
      if (!box || box.price <= 0) return [];
      const mean = row.returnSum / row.opens;
      const variance = row.opens > 1 ? Math.max(0, (row.returnSquares - row.opens * mean * mean) / (row.opens - 1)) : 0;
      const half = Z95 * Math.sqrt(variance / row.opens);
      return [
        {
          id: box.id,
          name: box.name,
          image: box.image,
          opens: row.opens,
          published: Math.round((box.expectedReturn / box.price) * BASIS),
          measured: Math.round(mean * BASIS),
          low: Math.max(0, Math.round((mean - half) * BASIS)),
          high: Math.round((mean + half) * BASIS),
        },
      ];
    }).sort((a, b) => b.opens - a.opens || a.id.localeCompare(b.id));
  }

  return async function transparency(locale: Locale): Promise<Transparency> {
    const [chain, boxes] = await Promise.all([deps.fairness.chain.summary(), returns.many([locale], async () => [[locale, await boxReturns(locale)]])]);
    return { ...chain, boxes: boxes.get(locale)!, download: CHAIN_DOWNLOAD_PATH };
  };
}
