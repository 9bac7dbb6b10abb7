import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { ChainHeadRow, ChainRow, FairnessChainPendingTable } from './fairness.table';

type Executor = Kysely<Database>;

export function appendPending(trx: Trx, rows: readonly FairnessChainPendingTable[]): void {
  unitOf(trx).append('fairness_chain_pending', rows);
}

export function oldestPending(trx: Trx, limit: number): Promise<FairnessChainPendingTable[]> {
  return trx.selectFrom('fairness_chain_pending').selectAll().orderBy('id').limit(limit).execute();
}

export async function removePending(trx: Trx, ids: readonly string[]): Promise<void> {
  await trx.deleteFrom('fairness_chain_pending').where('id', 'in', [...ids]).execute();
}

export async function countPending(db: Executor): Promise<number> {
  const row = await db.selectFrom('fairness_chain_pending').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export function chainTail(db: Executor): Promise<Pick<ChainRow, 'seq' | 'hash'> | undefined> {
  return db.selectFrom('fairness_chain').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1).executeTakeFirst();
}

export async function insertLinked(trx: Trx, rows: readonly ChainRow[]): Promise<void> {
  await trx.insertInto('fairness_chain').values([...rows]).execute();
}

export async function insertHead(db: Executor, head: ChainHeadRow): Promise<void> {
  await db.insertInto('fairness_chain_heads').values(head).execute();
}

export function latestHead(db: Executor): Promise<ChainHeadRow | undefined> {
  return db.selectFrom('fairness_chain_heads').selectAll().orderBy('seq', 'desc').orderBy('published_at', 'desc').limit(1).executeTakeFirst();
}

/** The first head published covering a record: the earliest that reaches its seq. */
export function firstHeadFrom(db: Executor, seq: number): Promise<ChainHeadRow | undefined> {
  return db.selectFrom('fairness_chain_heads').selectAll().where('seq', '>=', seq).orderBy('seq').orderBy('published_at').limit(1).executeTakeFirst();
}

export function chainPage(db: Executor, from: number, size: number): Promise<ChainRow[]> {
  return db.selectFrom('fairness_chain').selectAll().where('seq', '>=', from).orderBy('seq').limit(size).execute();
}

export function chainRecordOf(db: Executor, kind: string, ref: string): Promise<ChainRow | undefined> {
  return db.selectFrom('fairness_chain').selectAll().where('ref', '=', ref).where('kind', '=', kind).orderBy('seq').limit(1).executeTakeFirst();
}

export async function countByKind(db: Executor): Promise<Map<string, number>> {
  const rows = await db.selectFrom('fairness_chain').select(['kind', (eb) => eb.fn.countAll<number>().as('count')]).groupBy('kind').execute();
  return new Map(rows.map((row) => [row.kind, Number(row.count)]));
}
