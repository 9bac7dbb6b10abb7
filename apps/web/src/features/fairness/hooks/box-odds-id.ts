import { boxOddsId } from '@lootbay/shared/fairness/odds-hash';

/** The box and version named by an odds id such as `box:recoil@3`; null for any other odds. */
export function parseBoxOddsId(oddsId: string | null): { readonly boxId: string; readonly version: number } | null {
  const match = oddsId === null ? null : /^box:(.+)@([1-9]\d*)$/.exec(oddsId);
  if (!match?.[1] || !match[2]) return null;
  const parsed = { boxId: match[1], version: Number(match[2]) };
  // Only an id written exactly the way the server writes it names that version.
  return boxOddsId(parsed.boxId, parsed.version) === oddsId ? parsed : null;
}
