import { prayOddsId } from '@lootbay/shared/fairness/pray';

/** The daily wish named by an odds id such as `pray:<drawId>`; null for any other odds. */
export function parsePrayOddsId(oddsId: string | null): string | null {
  const match = oddsId === null ? null : /^pray:(.+)$/.exec(oddsId);
  if (!match?.[1]) return null;
  // Only an id written exactly the way the server writes it names that draw.
  return prayOddsId(match[1]) === oddsId ? match[1] : null;
}
