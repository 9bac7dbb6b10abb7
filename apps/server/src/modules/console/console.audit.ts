import { randomUUID } from 'node:crypto';
import type { AuditEntry, AuditPage } from '@lootbay/shared/schemas/console';
import type { Db } from '../../db/dialect';
import type { Trx } from '../../db/unit-of-work';
import { insertAuditEntry, pageAuditEntries, type AuditFilter } from './console.repository';
import type { AuditEntryRow } from './console.table';

export interface AuditRecord {
  readonly operatorId: string;
  readonly actor: string;
  readonly action: string;
  readonly target: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly reason: string;
  readonly at: number;
}

function toEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    actor: row.actor,
    actorId: row.operator_id,
    action: row.action,
    target: row.target,
    before: JSON.parse(row.before) as unknown,
    after: JSON.parse(row.after) as unknown,
    reason: row.reason,
    at: Number(row.at),
  };
}

/** The audit log: appended in the transaction of the action it records, read newest first, never edited (the table refuses it). */
export function createAuditLog(deps: { readonly db: Db }) {
  return {
    async append(trx: Trx, record: AuditRecord): Promise<void> {
      await insertAuditEntry(trx, {
        // Time first, so entries of one millisecond still sort after older ones.
        id: `${record.at.toString(36).padStart(10, '0')}-${randomUUID()}`,
        operator_id: record.operatorId,
        actor: record.actor,
        action: record.action,
        target: record.target,
        before: JSON.stringify(record.before ?? null),
        after: JSON.stringify(record.after ?? null),
        reason: record.reason,
        at: record.at,
      });
    },

    async page(filter: AuditFilter, page: number, size: number): Promise<AuditPage> {
      const { list: rows, total } = await pageAuditEntries(deps.db.kysely, filter, page, size);
      return { list: rows.map(toEntry), total, page, size };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
