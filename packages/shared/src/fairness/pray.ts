import { PRAY_WIN_POINTS } from '../constants';
import type { HashedOdds } from './odds-hash';
import { ROLL_POINT_MAX } from './roll';

/**
 * The daily wish's rules, for the server that draws and the browser that checks a draw: one roll
 * of the member's pair against odds made for the draw, the wished item on 1..PRAY_WIN_POINTS and
 * nothing on the rest.
 */

/** The outcome of a draw that wins nothing, as recorded with its roll and hashed in its odds. */
export const PRAY_NOTHING = 'nothing';

/** The odds id of one draw, as recorded with its roll. */
export function prayOddsId(drawId: string): string {
  return `pray:${drawId}`;
}

export function prayWins(rollPoint: number): boolean {
  return rollPoint <= PRAY_WIN_POINTS;
}

/** The odds one draw rolled against, in the canonical form every odds hash uses; nothing is staked, so the price is 0. */
export function prayOdds(drawId: string, wished: { readonly id: string; readonly price: number }): HashedOdds {
  return {
    id: prayOddsId(drawId),
    price: 0,
    entries: [
      { from: 1, to: PRAY_WIN_POINTS, itemId: wished.id, price: wished.price },
      { from: PRAY_WIN_POINTS + 1, to: ROLL_POINT_MAX, itemId: PRAY_NOTHING, price: 0 },
    ],
  };
}
