import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './dialect';
import { columnTypes } from './migration';
import { MIGRATIONS } from './migrations';

/** Runs every pending migration, in name order, on either dialect. Safe to call on every start. */
export async function migrateToLatest(db: Db): Promise<string[]> {
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
  const migrator = new Migrator({ db: db.kysely, provider, migrationTableName: 'schema_migrations', migrationLockTableName: 'schema_migrations_lock' });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
