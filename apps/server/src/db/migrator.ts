import { Migrator, sql, type DatabaseIntrospector, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Database } from './database';
import type { Db } from './dialect';
import { columnTypes } from './migration';
import { MIGRATIONS } from './migrations';

/**
 * The database as the migrator sees it, introspecting one PostgreSQL schema. Kysely's own
 * introspection reads every table of every schema through functions that fail on a table dropped
 * meanwhile (another schema's, as parallel test files drop theirs); the migrator only asks whether
 * its own tables exist.
 */
function ownSchemaOnly(kysely: Kysely<Database>, schema: string): Kysely<Database> {
  const getTables: DatabaseIntrospector['getTables'] = async () => {
    const { rows } = await sql<{ name: string }>`select c.relname as name from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace where n.nspname = ${schema} and c.relkind in ('r', 'p')`.execute(kysely);
    return rows.map((row) => ({ name: row.name, schema, isView: false, columns: [] }));
  };
  const introspection: DatabaseIntrospector = {
    getSchemas: () => kysely.introspection.getSchemas(),
    getTables,
    getMetadata: async () => ({ tables: await getTables() }),
  };
  return new Proxy(kysely, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

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
    db: schema ? ownSchemaOnly(db.kysely, schema) : db.kysely,
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
