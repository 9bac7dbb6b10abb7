import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FishingStatus, FishPurchase } from '@lootbay/shared/schemas/fishing';
import type { TestApp } from '../helpers/app';
import type { Database } from '../../src/db/database';

/** A fishing call under `/activity/fish/`, refused loudly. */
export async function fish<T>(t: TestApp, name: string, token: string, body: Record<string, unknown> = {}): Promise<T> {
  const answer = await t.call<T>(`/activity/fish/${name}`, body, { token });
  if (answer.code !== 100) throw new Error(`${name}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

export function buyBait(t: TestApp, token: string, toolId = 'bait-1', num = 1): Promise<FishPurchase> {
  return fish<FishPurchase>(t, 'mallBuyFishTool', token, { id: toolId, num, requestId: randomUUID() });
}

export function startFishing(t: TestApp, token: string, body: { placeId: number; mode: 'entertainment' | 'leisure'; toolId?: string; bait?: number }): Promise<FishingStatus> {
  return fish<FishingStatus>(t, 'startFishing', token, { toolId: 'bait-1', ...body });
}

/**
 * The bait books: per member and bait kind, what was bought equals what the bag holds plus what
 * sessions took and kept; each session's catches run 1..catches without a gap, leisure ones at
 * start + k × interval; an ended session landed exactly the catches it kept bait for.
 */
export async function baitViolations(db: Kysely<Database>): Promise<string[]> {
  const [purchases, bag, sessions, catches] = await Promise.all([
    db.selectFrom('fishing_purchases').selectAll().execute(),
    db.selectFrom('fishing_bag').selectAll().execute(),
    db.selectFrom('fishing_sessions').selectAll().execute(),
    db.selectFrom('fishing_catches').selectAll().execute(),
  ]);
  const violations: string[] = [];
  const books = new Map<string, number>();
  const add = (key: string, amount: number) => books.set(key, (books.get(key) ?? 0) + amount);
  for (const purchase of purchases) add(`${purchase.user_id}/${purchase.tool_id}`, purchase.bait);
  for (const entry of bag) add(`${entry.user_id}/${entry.tool_id}`, -entry.bait);
  for (const session of sessions) add(`${session.user_id}/${session.tool_id}`, -(session.bait - session.bait_returned));
  for (const [key, left] of books) if (left !== 0) violations.push(`bait ${key} is off by ${left}`);
  for (const session of sessions) {
    const own = catches.filter((row) => row.session_id === session.id).sort((a, b) => a.seq - b.seq);
    if (own.some((row, index) => row.seq !== index + 1) || own.length !== session.catches) violations.push(`session ${session.id} counts ${session.catches} catches, has ${own.map((row) => row.seq).join(',')}`);
    if (session.catches > session.bait - session.bait_returned) violations.push(`session ${session.id} caught more than its bait`);
    if (session.ended_at !== null && session.catches !== session.bait - session.bait_returned) violations.push(`session ${session.id} ended with ${session.catches} catches for ${session.bait - session.bait_returned} bait`);
    if (session.mode === 'leisure') {
      for (const row of own) if (Number(row.caught_at) !== Number(session.started_at) + row.seq * Number(session.catch_ms)) violations.push(`catch ${row.id} is not at its time`);
      if (own.some((row) => row.opened_at === null)) violations.push(`session ${session.id} has a leisure catch left shut`);
    }
  }
  return violations;
}
