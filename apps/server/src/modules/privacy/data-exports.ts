import { randomUUID } from 'node:crypto';
import { PRIVACY_DAYS, type Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import type { DataExport } from '@lootbay/shared/schemas/privacy';
import { toLocale } from '@lootbay/shared/locale';
import type { ExportPart } from './export-parts';
import { expireArchives, findExport, findPreparingExport, insertExport, pageExports, storeArchive } from './exports.repository';
import { days, PREPARE_EXPORT, type PrivacyContext } from './privacy.context';
import type { PrivacyExportRow } from './privacy.table';

/** The archive's format name; a reader can tell the layout by it. */
export const ARCHIVE_FORMAT = 'lootbay-data-export/1';

type ExportFacts = Pick<PrivacyExportRow, 'id' | 'status' | 'size' | 'requested_at' | 'ready_at' | 'expires_at'>;

function view(row: ExportFacts, now: number): DataExport {
  const expired = row.status === 'expired' || (row.status === 'ready' && row.expires_at !== null && row.expires_at <= now);
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
    requestedAt: row.requested_at,
    readyAt: row.ready_at,
    expiresAt: row.expires_at,
    size: expired ? null : row.size,
  };
}

/**
 * Exports of everything held about a member (spec point 1): asked for, prepared by a durable job
 * from each module's part, downloadable for 7 days, and only by the member whose data it is.
 */
export function createDataExports(ctx: PrivacyContext) {
  const parts = new Map<string, ExportPart>();
  const db = ctx.db.kysely;

  return {
    /** Registers a module's part of every archive, under its name in the archive. */
    addPart(name: string, part: ExportPart): void {
      if (parts.has(name)) throw new Error(`export part ${name} is already registered`);
      parts.set(name, part);
    },

    /** `/member/privacy/export`: one export at a time; its job prepares it at once. */
    async request(userId: string, locale: Locale): Promise<DataExport> {
      return ctx.db.transaction(async (trx) => {
        if (await findPreparingExport(trx, userId)) throw new AppError('EXPORT_IN_PROGRESS');
        const now = ctx.now();
        const row: PrivacyExportRow = { id: randomUUID(), user_id: userId, locale, status: 'preparing', archive: null, size: null, requested_at: now, ready_at: null, expires_at: null };
        await insertExport(trx, row);
        await ctx.jobs.enqueueIn(trx, { kind: PREPARE_EXPORT, runAt: now, payload: { exportId: row.id }, dedupeKey: `${PREPARE_EXPORT}:${row.id}` });
        return view(row, now);
      });
    },

    /** The job: gathers every part and stores the archive; a second run finds it ready and does nothing. */
    async prepare(exportId: string): Promise<void> {
      const row = await findExport(db, exportId);
      if (!row || row.status !== 'preparing') return;
      const locale = toLocale(row.locale);
      const gathered: Record<string, unknown> = {};
      for (const [name, part] of parts) gathered[name] = await part(row.user_id, locale);
      const now = ctx.now();
      const archive = JSON.stringify({ format: ARCHIVE_FORMAT, exportId: row.id, userId: row.user_id, requestedAt: row.requested_at, preparedAt: now, parts: gathered }, null, 2);
      await storeArchive(db, row.id, archive, Buffer.byteLength(archive), now, now + days(PRIVACY_DAYS.exportKept));
    },

    async list(userId: string, page: number, size: number) {
      const { list: rows, total } = await pageExports(db, userId, page, size);
      const now = ctx.now();
      return { list: rows.map((row) => view(row, now)), total, page, size };
    },

    /** A ready archive of the member's own; anyone else's answers "not found", as if it did not exist. */
    async download(userId: string, exportId: string): Promise<{ fileName: string; archive: string }> {
      const row = await findExport(db, exportId);
      if (!row || row.user_id !== userId) throw new AppError('EXPORT_NOT_FOUND');
      const status = view(row, ctx.now()).status;
      if (status === 'preparing') throw new AppError('EXPORT_NOT_READY');
      if (status === 'expired' || row.archive === null) throw new AppError('EXPORT_EXPIRED');
      return { fileName: `lootbay-data-${row.id}.json`, archive: row.archive };
    },

    /** Deletes archives past their 7 days. */
    expire: (now: number): Promise<number> => expireArchives(db, now),
  };
}

export type DataExports = ReturnType<typeof createDataExports>;
