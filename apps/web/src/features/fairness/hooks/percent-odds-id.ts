import { percentageOddsId } from '@lootbay/shared/fairness/percentage';

/** The play named by an odds id such as `percentage:<playId>`; null for any other odds. */
export function parsePercentOddsId(oddsId: string | null): string | null {
  const match = oddsId === null ? null : /^percentage:(.+)$/.exec(oddsId);
  if (!match?.[1]) return null;
  // Only an id written exactly the way the server writes it names that play.
  return percentageOddsId(match[1]) === oddsId ? match[1] : null;
}
