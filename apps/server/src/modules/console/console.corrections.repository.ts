import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { readPage, type Page } from '../../db/page';
import type { BalanceCorrectionsTable } from './console.table';

type Q = Kysely<Database>;

export async function insertCorrection(db: Q, row: BalanceCorrectionsTable): Promise<void> {
  await db.insertInto('balance_corrections').values(row).execute();
}

function withOperators(db: Q) {
  return db
    .selectFrom('balance_corrections as c')
    .innerJoin('operators as requester', 'requester.id', 'c.requested_by')
    .leftJoin('operators as decider', 'decider.id', 'c.decided_by')
    .selectAll('c')
    .select(['requester.account as requested_by_account', 'decider.account as decided_by_account']);
}

export type CorrectionRow = NonNullable<Awaited<ReturnType<typeof findCorrection>>>;

/** A correction with the account names of who asked and who decided. */
export function findCorrection(db: Q, id: string) {
  return withOperators(db).where('c.id', '=', id).executeTakeFirst();
}

export interface CorrectionFilter {
  readonly status?: BalanceCorrectionsTable['status'] | undefined;
  readonly userId?: string | undefined;
}

/** Corrections, newest first (operators are never deleted, so joining their names drops none from the count). */
export function pageCorrections(db: Q, filter: CorrectionFilter, page: number, size: number): Promise<Page<CorrectionRow>> {
  let rows = withOperators(db);
  if (filter.status) rows = rows.where('c.status', '=', filter.status);
  if (filter.userId) rows = rows.where('c.user_id', '=', filter.userId);
  return readPage(rows.orderBy('c.requested_at', 'desc').orderBy('c.id', 'desc'), page, size);
}

/**
 * Decides a pending correction, once: the update only matches while it is pending (and, for an
 * approval, asked by someone else), so of two racing decisions one wins and the other changes
 * nothing. Answers whether this one won.
 */
export async function decidePending(
  db: Q,
  id: string,
  decision: { status: 'applied' | 'rejected'; decidedBy: string; decidedAt: number; transferId: string | null; notRequestedBy?: string },
): Promise<boolean> {
  let query = db
    .updateTable('balance_corrections')
    .set({ status: decision.status, decided_by: decision.decidedBy, decided_at: decision.decidedAt, transfer_id: decision.transferId })
    .where('id', '=', id)
    .where('status', '=', 'pending');
  if (decision.notRequestedBy !== undefined) query = query.where('requested_by', '!=', decision.notRequestedBy);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
