import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/dialect';
import { migrateToLatest } from '../../src/db/migrator';
import { adminQuery, databaseUrl } from '../helpers/postgres-admin';

/**
 * Migrates one PostgreSQL database per run; every test database is a copy of it
 * (`CREATE DATABASE … TEMPLATE`), a fraction of what running the migrations again costs.
 */
export default async function createPostgresTemplate(project: TestProject): Promise<(() => Promise<void>) | void> {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) return;
  const name = `lootbay_template_${randomBytes(5).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const db = openDatabase({ kind: 'postgres', url: databaseUrl(url, name) });
  try {
    await migrateToLatest(db);
  } finally {
    await db.close();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(url, `drop database if exists ${name} with (force)`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PostgreSQL database test databases are copied from (absent without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}
