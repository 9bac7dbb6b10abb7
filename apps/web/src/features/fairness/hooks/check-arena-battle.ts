import { arenaTeamTotals, leadingTeams, tieBreakRound, tieBreakWinner } from '@lootbay/shared/fairness/arena';
import { clientSeedOf, gameRollPoint } from '@lootbay/shared/fairness/game-roll';
import { rangeIndexFor } from '@lootbay/shared/fairness/odds';
import { publicHash } from '@lootbay/shared/fairness/roll';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import type { BoxDetail, BoxOrnament } from '@lootbay/shared/schemas/catalog';
import { checkBoxOdds } from './check-box-odds';

/** The key of a box's odds version among the tables loaded for a battle. */
export function oddsKey(boxId: string, version: number): string {
  return `${boxId}@${version}`;
}

export interface ArenaBoxCheck {
  readonly round: number;
  readonly name: string;
  readonly version: number;
  /** SHA-256 of the version's odds, computed here. */
  readonly hash: string;
  /** It equals the hash the battle recorded for the box, and the hash published for the version. */
  readonly recordedOk: boolean;
  readonly publishedOk: boolean;
}

export interface ArenaRollCheck {
  readonly round: number;
  readonly seat: number;
  readonly recordedPoint: number;
  /** Recomputed from the revealed secret; null while it is sealed. */
  readonly point: number | null;
  /** The item the roll point (recomputed, else recorded) picks in the box's odds version. */
  readonly picked: BoxOrnament | null;
  readonly recordedId: string;
  readonly recordedItem: string;
  /** The roll point and the item both check out; null while the secret is sealed. */
  readonly ok: boolean | null;
}

export interface ArenaBattleCheck {
  readonly publicHash: string | null;
  readonly hashOk: boolean | null;
  readonly clientSeed: string | null;
  readonly clientSeedOk: boolean | null;
  readonly boxes: readonly ArenaBoxCheck[];
  readonly rolls: readonly ArenaRollCheck[];
  readonly tieBreak: { readonly point: number; readonly team: number; readonly ok: boolean } | null;
  /** The winners follow from the items' values (and the tie-break); null until the battle finishes. */
  readonly winnersOk: boolean | null;
}

function pickIn(table: BoxDetail | undefined, point: number): BoxOrnament | null {
  if (!table) return null;
  const items = [...table.ornaments].sort((a, b) => a.rollFrom - b.rollFrom);
  return items[rangeIndexFor(items.map((item) => ({ from: item.rollFrom, to: item.rollTo })), point)] ?? null;
}

/**
 * Checks a whole battle in this browser with the code the server rolls with: the commitment
 * SHA-256(secret + salt), the client seed from the seats' seeds, every seat's roll of every round
 * (`<clientSeed>:<round>:<seat>`) and the item it picks in that box's odds version, the tie-break
 * roll (round = the number of boxes, index 0), and the winners from the items' values.
 */
export async function checkArenaBattle(battle: ArenaBattle, tables: ReadonlyMap<string, BoxDetail>): Promise<ArenaBattleCheck> {
  const { secret, salt, clientSeed } = battle;
  // The game seed once revealed: the secret and the client seed every roll signs with.
  const game = secret !== null && clientSeed !== null ? { secret, clientSeed } : null;
  const seeds = battle.seats.map((seat) => seat.userSeed);
  const computedHash = secret !== null && salt !== null ? await publicHash(secret, salt) : null;
  // A battle against robots appends the beacon round it took after the seats' seeds.
  const withBeacon = battle.beacon ? [...(seeds as string[]), battle.beacon.value] : (seeds as string[]);
  const computedSeed = seeds.every((seed) => seed !== null) && seeds.length > 0 ? await clientSeedOf(withBeacon) : null;

  const boxes = await Promise.all(
    battle.boxes.map(async (box, round) => {
      const table = tables.get(oddsKey(box.id, box.oddsVersion));
      if (!table) return null;
      const { hash } = await checkBoxOdds(table, box.oddsVersion, null);
      return { round, name: box.name, version: box.oddsVersion, hash, recordedOk: hash === box.oddsHash, publishedOk: hash === table.oddsHash };
    }),
  );

  const rolls = await Promise.all(
    battle.seats.flatMap((seat) =>
      seat.items.map(async (item): Promise<ArenaRollCheck> => {
        const box = battle.boxes[item.round];
        const table = box ? tables.get(oddsKey(box.id, box.oddsVersion)) : undefined;
        const point = game ? await gameRollPoint({ ...game, round: item.round, index: seat.seat }) : null;
        const picked = pickIn(table, point ?? item.rollPoint);
        return {
          round: item.round,
          seat: seat.seat,
          recordedPoint: item.rollPoint,
          point,
          picked,
          recordedId: item.id,
          recordedItem: item.name,
          ok: point === null ? null : point === item.rollPoint && picked?.id === item.id,
        };
      }),
    ),
  );
  rolls.sort((a, b) => a.round - b.round || a.seat - b.seat);

  const tie = battle.tieBreak;
  const tieRound = tieBreakRound(battle.boxes.length);
  const tiePoint = tie && game ? await gameRollPoint({ ...game, round: tieRound, index: 0 }) : null;
  const tieBreak =
    tie && tiePoint !== null
      ? { point: tiePoint, team: tieBreakWinner(tiePoint, tie.teams), ok: tie.round === tieRound && tiePoint === tie.rollPoint && tieBreakWinner(tiePoint, tie.teams) === tie.winnerTeam }
      : null;

  let winnersOk: boolean | null = null;
  if (battle.status === 'finished') {
    const totals = battle.seats.map((seat) => seat.items.reduce((sum, item) => sum + item.price, 0));
    const leading = leadingTeams(arenaTeamTotals(battle.mode, totals));
    const winningTeam = leading.length === 1 ? leading[0] : tieBreak && tie && tie.teams.join() === leading.join() ? tieBreak.team : undefined;
    const expected = battle.seats.filter((seat) => seat.team === winningTeam).map((seat) => seat.seat);
    winnersOk = winningTeam !== undefined && expected.join() === [...battle.winners].sort((a, b) => a - b).join();
  }

  return {
    publicHash: computedHash,
    hashOk: computedHash === null ? null : computedHash === battle.publicHash.toLowerCase(),
    clientSeed: computedSeed,
    clientSeedOk: computedSeed === null || clientSeed === null ? null : computedSeed === clientSeed.toLowerCase(),
    boxes: boxes.filter((box): box is ArenaBoxCheck => box !== null),
    rolls,
    tieBreak,
    winnersOk,
  };
}
