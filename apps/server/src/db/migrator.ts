import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Db } from './dialect';
import { columnTypes } from './migration';
import { MIGRATIONS } from './migrations';

async function migratorOf(db: Db): Promise<Migrator> {
  const types = columnTypes(db.dialect);
  const provider: MigrationProvider = {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (const [name, migration] of Object.entries(MIGRATIONS)) {
        migrations[name] = { up: (kysely) => migration.up(kysely, types, db.dialect) };
      }
      return migrations;
    },
  };
  // Kysely looks for its tables in every schema unless told which; on PostgreSQL another schema's
  // copies (other instances, parallel test schemas) would make it skip creating its own.
  const schema = db.dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema : undefined;
  return new Migrator({
    db: db.kysely,
    provider,
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

function applied({ error, results = [] }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/** Runs every pending migration, in name order, on either dialect. Safe to call on every start. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return applied(await (await migratorOf(db)).migrateToLatest());
}

/** Runs the pending migrations up to and including one (tests of a migration's data). */
export async function migrateUpTo(db: Db, name: string): Promise<string[]> {
  return applied(await (await migratorOf(db)).migrateTo(name));
}
