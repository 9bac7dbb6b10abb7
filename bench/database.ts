import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../apps/server/src/db/dialect';
import type { ScenarioContext } from './scenario';

/** An empty database of the run's dialect for a scenario that works below HTTP; migrated by the caller. */
export async function freshDatabase(context: ScenarioContext, name: string): Promise<{ db: Db; dispose: () => Promise<void> }> {
  if (context.dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lootbay-${name}-`));
    const db = openDatabase({ kind: 'sqlite', file: path.join(dir, `${name}.db`) });
    return { db, dispose: async () => (await db.close(), fs.rmSync(dir, { recursive: true, force: true })) };
  }
  const schema = `bench_${name.replace(/\W/g, '_')}_${process.pid}`;
  const admin = new pg.Client({ connectionString: context.databaseUrl });
  await admin.connect();
  await admin.query(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  const url = new URL(context.databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const db = openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    db,
    dispose: async () => {
      await db.close();
      await admin.query(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

/** Runs `work` on the running server's own database beside the server, then lets it go. */
export async function withServerDatabase<T>(context: ScenarioContext, work: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(context.serverDatabase);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
