import type { Kysely } from 'kysely';
import type { DialectName } from './dialect';

/** Column types that differ between the two dialects; everything else is portable SQL. */
export interface ColumnTypes {
  /** 64-bit integers: money in hundredths, epoch milliseconds. */
  readonly bigint: 'bigint' | 'integer';
  /** JSON documents: jsonb on PostgreSQL, text on SQLite. */
  readonly json: 'jsonb' | 'text';
}

export function columnTypes(dialect: DialectName): ColumnTypes {
  return dialect === 'postgres' ? { bigint: 'bigint', json: 'jsonb' } : { bigint: 'integer', json: 'text' };
}

export interface LootbayMigration {
  up(db: Kysely<unknown>, types: ColumnTypes, dialect: DialectName): Promise<void>;
}
