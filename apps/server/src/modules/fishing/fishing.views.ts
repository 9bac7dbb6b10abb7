import type { Locale } from '@lootbay/shared/constants';
import type { FishCatch, FishingMode, FishingStatus, FishingEndReason } from '@lootbay/shared/schemas/fishing';
import type { CatalogService } from '../catalog/catalog.service';
import type { FairnessService, RollView } from '../fairness/fairness.service';
import type { CatchWithSession } from './fishing.repository';
import type { FishingSessionRow } from './fishing.table';

/** How many of a session's catches its status shows. */
export const RECENT_CATCHES = 12;

/** Catches as members see them: the item once opened, with the roll that chose it. */
export async function catchViews(
  rows: readonly CatchWithSession[],
  catalog: Pick<CatalogService, 'ornaments'>,
  fairness: Pick<FairnessService, 'rolls'>,
  locale: Locale,
  knownRolls: ReadonlyMap<string, RollView> = new Map(),
): Promise<FishCatch[]> {
  const opened = rows.filter((row) => row.roll_id !== null);
  const [read, ornaments] = await Promise.all([
    fairness.rolls(opened.flatMap((row) => (knownRolls.has(row.roll_id!) ? [] : [row.roll_id!]))),
    catalog.ornaments([...new Set(opened.map((row) => row.ornament_id!))], locale),
  ]);
  const rolls = new Map([...read, ...knownRolls]);
  return rows.map((row) => {
    const roll = row.roll_id === null ? undefined : rolls.get(row.roll_id);
    const ornament = row.ornament_id === null ? undefined : ornaments.get(row.ornament_id);
    return {
      id: row.id,
      sessionId: row.session_id,
      placeId: row.place_id,
      mode: row.mode as FishingMode,
      seq: row.seq,
      caughtAt: Number(row.caught_at),
      boxId: row.box_id,
      oddsVersion: row.odds_version,
      oddsHash: row.odds_hash,
      opened: row.opened_at !== null,
      openedAt: row.opened_at === null ? null : Number(row.opened_at),
      rollId: row.roll_id,
      rollPoint: roll?.rollPoint ?? null,
      round: roll?.round ?? null,
      publicHash: roll?.publicHash ?? null,
      userSeed: roll?.seed ?? null,
      ornament: ornament ? { ...ornament, price: Number(row.item_price) } : null,
      backpackItemId: row.backpack_item_id,
    };
  });
}

/** A leisure session's next catch time while it runs and has bait; null otherwise. */
export function nextCatchAt(session: FishingSessionRow): number | null {
  if (session.mode !== 'leisure' || session.ended_at !== null || session.catches >= session.bait) return null;
  return Number(session.started_at) + (session.catches + 1) * Number(session.catch_ms);
}

/** The status of a member's session (the active one, or the last one once ended), or of none. */
export function statusView(session: FishingSessionRow | undefined, recent: readonly FishCatch[], unopened: number, now: number, defaultCatchMs: number): FishingStatus {
  if (!session) {
    return { active: false, sessionId: null, mode: null, placeId: null, toolId: null, bait: 0, baitLeft: 0, catches: 0, nextCatchAt: null, catchSeconds: defaultCatchMs / 1000, startedAt: null, endedAt: null, endReason: null, recent: [], unopened, serverTime: now };
  }
  const active = session.ended_at === null;
  return {
    active,
    sessionId: session.id,
    mode: session.mode as FishingMode,
    placeId: session.place_id,
    toolId: session.tool_id,
    bait: session.bait,
    baitLeft: active ? session.bait - session.catches : 0,
    catches: session.catches,
    nextCatchAt: nextCatchAt(session),
    catchSeconds: Number(session.catch_ms) / 1000,
    startedAt: Number(session.started_at),
    endedAt: session.ended_at === null ? null : Number(session.ended_at),
    endReason: session.end_reason as FishingEndReason | null,
    recent: [...recent],
    unopened,
    serverTime: now,
  };
}
