/**
 * The fingerprint of one published odds version: SHA-256 of a canonical text of its price and
 * every item's range, in order. It is recorded with every roll made against the version and shown
 * on the box page, so an odds table changed after the fact no longer matches what was played.
 *
 * lootbay-odds-v1
 * <odds id>                e.g. box:recoil@3
 * price:<price>            hundredths of the box's currency
 * <from>-<to>:<item id>:<item price>    one line per item, in range order
 *
 * Lines end with "\n" (the last one too); the text is hashed as UTF-8.
 */
import { sha256Hex } from './roll';

export interface HashedOddsEntry {
  readonly from: number;
  readonly to: number;
  readonly itemId: string;
  readonly price: number;
}

export interface HashedOdds {
  /** What the odds belong to and which version: `box:<boxId>@<version>`. */
  readonly id: string;
  readonly price: number;
  readonly entries: readonly HashedOddsEntry[];
}

export function oddsCanonicalText(odds: HashedOdds): string {
  const lines = ['lootbay-odds-v1', odds.id, `price:${odds.price}`, ...odds.entries.map((entry) => `${entry.from}-${entry.to}:${entry.itemId}:${entry.price}`)];
  return `${lines.join('\n')}\n`;
}

export function oddsHash(odds: HashedOdds): Promise<string> {
  return sha256Hex(oddsCanonicalText(odds));
}

/** The id of a box's odds version, as hashed and as recorded with rolls. */
export function boxOddsId(boxId: string, version: number): string {
  return `box:${boxId}@${version}`;
}
