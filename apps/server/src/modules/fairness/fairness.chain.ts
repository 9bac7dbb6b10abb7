import { createHash } from 'node:crypto';
import { CHAIN_GENESIS_HASH, type ChainHead, type ChainKind, type ChainRecord } from '@lootbay/shared/fairness/chain';
import { AppError } from '@lootbay/shared/errors';
import type { Db } from '../../db/dialect';
import { orderedId } from '../../db/ordered-id';
import { isUniqueViolation } from '../../db/unique-violation';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { ServiceDependencies } from '../service-dependencies';
import {
  appendPending,
  chainPage,
  chainRecordOf,
  chainTail,
  countByKind,
  countPending,
  firstHeadFrom,
  insertHead,
  insertLinked,
  latestHead,
  oldestPending,
  removePending,
} from './fairness.chain.repository';
import type { ChainHeadRow, ChainRow } from './fairness.table';

/** Records linked in one transaction. */
const LINK_BATCH = 500;
/** How soon after a result commits its record is linked and a head published: a second's results are linked together. */
const LINK_DELAY_MS = 1_000;
/** Records read per page of a download. */
const EXPORT_PAGE = 1_000;
/** A head is published at least this often, new records or not. */
export const HEAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const recordOf = (row: ChainRow): ChainRecord => ({ seq: Number(row.seq), prevHash: row.prev_hash, hash: row.hash, kind: row.kind as ChainKind, ref: row.ref, body: row.body });
const headOf = (row: ChainHeadRow): ChainHead => ({ seq: Number(row.seq), hash: row.hash, publishedAt: Number(row.published_at) });
const hashOf = (prevHash: string, body: string) => createHash('sha256').update(`${prevHash}:${body}`).digest('hex');

/**
 * The public hash chain. A settled result writes its record in its own transaction (`append`);
 * the linker then gives waiting records their places in order, each hashing the one before, and
 * publishes the new head. Two instances linking at once both try the next place; the database
 * takes one and the other stops, so the chain never forks.
 */
export function createHashChain(deps: ServiceDependencies & { readonly db: Db }) {
  const db = deps.db.kysely;
  let linkTimer: NodeJS.Timeout | undefined;

  function linkSoon(): void {
    if (linkTimer) return;
    linkTimer = setTimeout(() => {
      linkTimer = undefined;
      link().catch((error: unknown) => deps.log.warn({ err: error }, 'hash chain not linked; the next run links it'));
    }, LINK_DELAY_MS);
    linkTimer.unref();
  }

  /** Links one batch of waiting records; answers how many it linked (0 when another instance took them). */
  async function linkBatch(): Promise<number> {
    try {
      return await deps.db.transaction(async (trx) => {
        const pending = await oldestPending(trx, LINK_BATCH);
        if (pending.length === 0) return 0;
        const tail = await chainTail(trx);
        const now = deps.clock();
        let seq = tail ? Number(tail.seq) + 1 : 0;
        let prevHash = tail?.hash ?? CHAIN_GENESIS_HASH;
        const rows: ChainRow[] = pending.map((record) => {
          const hash = hashOf(prevHash, record.body);
          const row = { seq, prev_hash: prevHash, hash, kind: record.kind, ref: record.ref, body: record.body, linked_at: now };
          seq += 1;
          prevHash = hash;
          return row;
        });
        await insertLinked(trx, rows);
        await removePending(
          trx,
          pending.map((record) => record.id),
        );
        const last = rows.at(-1)!;
        await insertHead(trx, { id: orderedId(), seq: last.seq, hash: last.hash, published_at: now });
        return rows.length;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 0;
      throw error;
    }
  }

  /** Links every waiting record; answers how many. */
  async function link(): Promise<number> {
    let linked = 0;
    for (let batch = await linkBatch(); batch > 0; batch = await linkBatch()) linked += batch;
    return linked;
  }

  async function head(): Promise<ChainHead> {
    const row = await latestHead(db);
    return row ? headOf(row) : { seq: -1, hash: CHAIN_GENESIS_HASH, publishedAt: 0 };
  }

  return {
    link,

    /** Appends a settled result's record in the result's transaction; it is linked soon after commit. */
    async append(trx: Trx, records: readonly { readonly kind: ChainKind; readonly ref: string; readonly body: object }[]): Promise<void> {
      if (records.length === 0) return;
      const now = deps.clock();
      appendPending(
        trx,
        records.map((record) => ({ id: orderedId(), kind: record.kind, ref: record.ref, body: JSON.stringify(record.body), created_at: now })),
      );
      unitOf(trx).afterCommit(linkSoon);
    },

    /** The recurring run: links what an instance stopped before linking, and keeps a head at most a day old. */
    async maintain(): Promise<void> {
      await link();
      const latest = await latestHead(db);
      const now = deps.clock();
      if (latest && now - Number(latest.published_at) < HEAD_MAX_AGE_MS) return;
      const tail = await chainTail(db);
      if (tail) await insertHead(db, { id: orderedId(), seq: Number(tail.seq), hash: tail.hash, published_at: now });
    },

    /** `/visitor/fairness/chain`: records from `from` in order, with the newest published head. */
    async page(from: number, size: number): Promise<{ head: ChainHead; list: ChainRecord[]; total: number }> {
      await link();
      const [rows, latest] = await Promise.all([chainPage(db, from, size), head()]);
      return { head: latest, list: rows.map(recordOf), total: latest.seq + 1 };
    },

    /** The record of one result, with the first head published over it and the newest. */
    async proof(kind: ChainKind, ref: string): Promise<{ record: ChainRecord; firstHead: ChainHead; head: ChainHead }> {
      await link();
      const row = await chainRecordOf(db, kind, ref);
      if (!row) throw new AppError('CHAIN_RECORD_NOT_FOUND');
      const [first, latest] = await Promise.all([firstHeadFrom(db, Number(row.seq)), head()]);
      if (!first) throw new Error(`chain record ${row.seq} is linked but no head covers it`);
      return { record: recordOf(row), firstHead: headOf(first), head: latest };
    },

    /** Every record from the first, in order, in pages (the download of the full record set). */
    async *records(): AsyncGenerator<ChainRecord> {
      await link();
      for (let from = 0; ; ) {
        const rows = await chainPage(db, from, EXPORT_PAGE);
        for (const row of rows) yield recordOf(row);
        if (rows.length < EXPORT_PAGE) return;
        from = Number(rows.at(-1)!.seq) + 1;
      }
    },

    head,

    /** Per kind, how many records the chain holds, and the newest head (the transparency page). */
    async summary(): Promise<{ head: ChainHead; counts: Record<ChainKind, number>; waiting: number }> {
      await link();
      const [counts, latest, waiting] = await Promise.all([countByKind(db), head(), countPending(db)]);
      return { head: latest, counts: { play: counts.get('play') ?? 0, battle: counts.get('battle') ?? 0, draw: counts.get('draw') ?? 0, round: counts.get('round') ?? 0, catch: counts.get('catch') ?? 0 }, waiting };
    },
  };
}

export type HashChain = ReturnType<typeof createHashChain>;
