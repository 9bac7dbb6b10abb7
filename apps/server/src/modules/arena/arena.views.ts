import { ARENA_SEAT_TEAMS, type Locale } from '@lootbay/shared/constants';
import type { ArenaBattle, ArenaSeat, ArenaStatus } from '@lootbay/shared/schemas/arena';
import { boxesOf, modeOf, type ArenaDependencies } from './arena.context';
import { dropsOf, seatsOf } from './arena.repository';
import type { RobotProfiles } from './arena.robot-profiles';
import type { ArenaBattleRow } from './arena.table';

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** Battles as every call shows them: boxes, seats with what they opened, and the proof once finished. */
export function createArenaViews(deps: Pick<ArenaDependencies, 'db' | 'catalog' | 'fairness' | 'nicknames' | 'pace'>, robots: RobotProfiles) {
  const db = deps.db.kysely;

  return async function present(rows: readonly ArenaBattleRow[], locale: Locale): Promise<ArenaBattle[]> {
    const ids = rows.map((row) => row.id);
    // Nothing is opened before the first round, and a seed closes when its battle fills.
    const played = rows.filter((row) => row.rounds_played > 0).map((row) => row.id);
    const filled = rows.filter((row) => row.status !== 'waiting').map((row) => row.game_seed_id);
    const [seats, drops] = await Promise.all([seatsOf(db, ids), dropsOf(db, played)]);
    const boxIds = unique(rows.flatMap((row) => boxesOf(row).map((box) => box.boxId)));
    const [boxes, ornaments, names, seeds, profiles] = await Promise.all([
      deps.catalog.boxesByIds(boxIds, locale),
      deps.catalog.ornaments(unique(drops.map((drop) => drop.ornament_id)), locale),
      deps.nicknames(unique(seats.flatMap((seat) => (seat.user_id ? [seat.user_id] : [])))),
      deps.fairness.gameSeeds(filled),
      robots.byId(),
    ]);
    return rows.map((row) => {
      const mode = modeOf(row);
      const own = seats.filter((seat) => seat.battle_id === row.id);
      const ownDrops = drops.filter((drop) => drop.battle_id === row.id);
      const seatViews: ArenaSeat[] = ARENA_SEAT_TEAMS[mode].map((team, seat) => {
        const taken = own.find((entry) => entry.seat === seat);
        const robot = taken?.robot_id ? profiles.get(taken.robot_id) : undefined;
        const items = ownDrops
          .filter((drop) => drop.seat === seat)
          .map((drop) => ({ ...ornaments.get(drop.ornament_id)!, price: Number(drop.price), round: drop.round, rollPoint: drop.roll_point, rollId: drop.roll_id, backpackItemId: drop.backpack_item_id }));
        return {
          seat,
          team,
          userId: taken?.user_id ?? null,
          robot: Boolean(taken?.robot_id),
          nickname: robot?.nickname ?? (taken?.user_id ? (names.get(taken.user_id) ?? null) : null),
          robotAvatar: robot?.avatar ?? null,
          userSeed: taken?.user_seed ?? null,
          items,
          total: items.reduce((sum, item) => sum + item.price, 0),
          result: (taken?.result as ArenaSeat['result'] | undefined) ?? null,
          won: Number(taken?.won ?? 0),
        };
      });
      const seed = seeds.get(row.game_seed_id);
      const tieTeams = row.tie_teams ? (JSON.parse(row.tie_teams) as number[]) : null;
      return {
        id: row.id,
        mode,
        status: row.status as ArenaStatus,
        creatorId: row.creator_id,
        price: Number(row.price),
        currency: row.currency,
        boxes: boxesOf(row).map((box) => ({ id: box.boxId, name: boxes.get(box.boxId)?.name ?? box.boxId, image: boxes.get(box.boxId)?.image ?? '', price: box.price, oddsVersion: box.version, oddsHash: box.hash })),
        seats: seatViews,
        rounds: row.rounds_played,
        winners: seatViews.filter((seat) => seat.result === 'victory').map((seat) => seat.seat),
        tieBreak:
          tieTeams && row.tie_roll_id && row.tie_roll_point !== null && row.winner_team !== null
            ? { teams: tieTeams, winnerTeam: row.winner_team, round: boxesOf(row).length, rollPoint: row.tie_roll_point, rollId: row.tie_roll_id }
            : null,
        publicHash: row.public_hash,
        clientSeed: row.client_seed,
        filledAt: seed?.closedAt ?? null,
        beacon: seed?.beacon ?? null,
        secret: seed?.secretHash ?? null,
        salt: seed?.secretSalt ?? null,
        seedId: row.game_seed_id,
        nextAt: row.next_at === null ? null : Number(row.next_at),
        roundMs: deps.pace.roundMs,
        clonedFrom: row.cloned_from,
        createdAt: Number(row.created_at),
        startedAt: row.started_at === null ? null : Number(row.started_at),
        finishedAt: row.finished_at === null ? null : Number(row.finished_at),
      };
    });
  };
}
