import { EXPONENT_ODDS } from '@lootbay/shared/fairness/exponent';
import { oddsHash } from '@lootbay/shared/fairness/odds-hash';
import type { GameInvariantSource, GameRecord } from '../play/play.kit';
import { EXPONENT_GAME } from './exponent.context';

/**
 * The exponent game as the invariant checker reads it. A round is a game once someone bought into
 * it or it settled: its purchases staked coins into escrow, its settlement rolled once on the
 * round's game seed, gave each miss the round's graffiti and the house the stakes. An index box
 * opened is a game of its own: one roll of the member's pair and the item it gave.
 */
export const exponentInvariants: GameInvariantSource = {
  game: EXPONENT_GAME,
  async records(trx) {
    const [rounds, purchases, graffiti, opens, roundOddsHash] = await Promise.all([
      trx
        .selectFrom('exponent_rounds')
        .selectAll()
        .where((eb) => eb.or([eb('status', '=', 'settled'), eb('issue', 'in', eb.selectFrom('exponent_purchases').select('issue'))]))
        .execute(),
      trx.selectFrom('exponent_purchases').select(['issue', 'price']).execute(),
      trx.selectFrom('exponent_graffiti').selectAll().execute(),
      trx.selectFrom('exponent_opens').selectAll().execute(),
      oddsHash(EXPONENT_ODDS),
    ]);
    const staked = new Map<string, number>();
    for (const purchase of purchases) staked.set(purchase.issue, (staked.get(purchase.issue) ?? 0) + Number(purchase.price));
    const roundRecords = rounds.map(
      (round): GameRecord => ({
        gameRef: round.issue,
        rolls: round.roll_id && round.result ? [{ id: round.roll_id, outcome: round.result, oddsHash: roundOddsHash }] : [],
        items: graffiti.filter((row) => row.issue === round.issue).map((row) => ({ id: row.backpack_item_id, ownerId: row.user_id, ornamentId: row.ornament_id, price: Number(row.price) })),
        staked: { coin: staked.get(round.issue) ?? 0 },
        settled: round.status === 'settled',
      }),
    );
    const openRecords = opens.map(
      (open): GameRecord => ({
        gameRef: open.id,
        rolls: [{ id: open.roll_id, outcome: open.ornament_id, oddsHash: open.odds_hash }],
        items: [{ id: open.backpack_item_id, ownerId: open.user_id, ornamentId: open.ornament_id, price: Number(open.item_price) }],
        staked: {},
        settled: true,
      }),
    );
    return [...roundRecords, ...openRecords];
  },
};
