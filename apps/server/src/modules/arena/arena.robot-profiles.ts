import { AppError } from '@lootbay/shared/errors';
import { HOUSE_ROBOTS, houseRobot, type HouseRobot } from '@lootbay/shared/robots';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { ArenaDependencies } from './arena.context';
import { findRobotProfile, robotProfiles, saveRobotProfile } from './arena.oversight.repository';
import type { ArenaRobotProfileRow } from './arena.table';

/** Another instance shows an operator's edit of a robot within this long; the editing one at once. */
const ROBOT_PROFILE_CACHE_MS = 30_000;

/** A house robot as players see it: its fixed id and seed, with the name and picture operators gave it. */
export interface RobotProfile {
  readonly id: string;
  readonly seed: string;
  readonly nickname: string;
  readonly avatar: string | null;
  readonly edited: boolean;
  readonly updatedAt: number | null;
}

function profileOf(robot: HouseRobot, row: Pick<ArenaRobotProfileRow, 'nickname' | 'avatar' | 'updated_at'> | undefined): RobotProfile {
  return { id: robot.id, seed: robot.seed, nickname: row?.nickname ?? robot.nickname, avatar: row?.avatar ?? null, edited: row !== undefined, updatedAt: row ? Number(row.updated_at) : null };
}

/**
 * House robots' names and pictures. Only those are editable: a robot's id and seed are part of
 * every battle's and room's client seed, so they stay as shipped.
 */
export function createRobotProfiles(deps: Pick<ArenaDependencies, 'db' | 'clock' | 'nicknameBlocked'>) {
  const db = deps.db.kysely;
  let cached: { readonly until: number; readonly byId: ReadonlyMap<string, RobotProfile> } | null = null;
  /** Counts edits on this instance: a read that began before an edit committed does not keep what it read. */
  let edits = 0;

  async function byId(): Promise<ReadonlyMap<string, RobotProfile>> {
    const now = deps.clock();
    if (cached && cached.until > now) return cached.byId;
    const seen = edits;
    const rows = new Map((await robotProfiles(db)).map((row) => [row.robot_id, row]));
    const profiles = new Map(HOUSE_ROBOTS.map((robot) => [robot.id, profileOf(robot, rows.get(robot.id))]));
    if (seen === edits) cached = { until: now + ROBOT_PROFILE_CACHE_MS, byId: profiles };
    return profiles;
  }

  return {
    /** Every robot by id, in the shipped order. */
    byId,

    list: async (): Promise<RobotProfile[]> => [...(await byId()).values()],

    /** Renames a robot (and changes or, with null, removes its picture) in the caller's transaction; names follow players' rules. */
    async updateIn(trx: Trx, id: string, change: { readonly nickname: string; readonly avatar?: string | null | undefined }): Promise<{ before: RobotProfile; after: RobotProfile }> {
      const robot = houseRobot(id);
      if (!robot) throw new AppError('CONSOLE_ROBOT_NOT_FOUND');
      if (deps.nicknameBlocked(change.nickname)) throw new AppError('NICKNAME_FORBIDDEN');
      const before = profileOf(robot, await findRobotProfile(trx, id));
      const row = { robot_id: id, nickname: change.nickname, avatar: change.avatar === undefined ? before.avatar : change.avatar, updated_at: deps.clock() };
      await saveRobotProfile(trx, row);
      unitOf(trx).afterCommit(() => {
        edits += 1;
        cached = null;
      });
      return { before, after: profileOf(robot, row) };
    },
  };
}

export type RobotProfiles = ReturnType<typeof createRobotProfiles>;
