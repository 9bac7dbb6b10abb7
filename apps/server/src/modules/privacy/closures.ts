import { PRIVACY_DAYS } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import type { Closure } from '@lootbay/shared/schemas/privacy';
import type { Trx } from '../../db/unit-of-work';
import type { GateCondition } from '../play/play.kit';
import { closureExists, findClosure, insertClosureOnce, listOpenClosures, markErased } from './closures.repository';
import { deleteExportsOf } from './exports.repository';
import { days, ERASE_CLOSED, type PrivacyContext } from './privacy.context';
import type { PrivacyClosureRow } from './privacy.table';

/** A closure request as the operator console lists it. */
export interface OpenClosure extends Closure {
  readonly ownerId: string;
  readonly requestedBy: string;
}

function view(row: PrivacyClosureRow): Closure {
  return { requestedAt: row.requested_at, replyBy: row.reply_by, eraseAt: row.erase_at };
}

/**
 * Closure and erasure (spec point 1): a closure covers the person (the owner and every
 * sub-account), refuses play and recharge at once, leaves signing in, selling and retrieving
 * items for 60 days, then a durable job erases the personal data (docs/decisions/0060).
 */
export function createClosures(ctx: PrivacyContext) {
  /** Other modules' erasure steps (identifying text they keep), run in the erasure's transaction. */
  const erasers: ((trx: Trx, userIds: readonly string[]) => Promise<void>)[] = [];

  async function ownerIn(trx: Trx, userId: string): Promise<string> {
    return (await ctx.accounts.householdIn(trx, userId)).ownerId;
  }

  async function assertOpenIn(trx: Trx, userId: string): Promise<void> {
    const closure = await findClosure(trx, await ownerIn(trx, userId));
    if (closure) throw new AppError('ACCOUNT_CLOSING');
  }

  return {
    /** `/member/privacy/close`: records the request, its reply deadline and the erasure job, in one transaction. */
    async close(userId: string): Promise<Closure> {
      return ctx.db.transaction(async (trx) => {
        const now = ctx.now();
        const row: PrivacyClosureRow = {
          owner_id: await ownerIn(trx, userId),
          requested_by: userId,
          requested_at: now,
          reply_by: now + days(PRIVACY_DAYS.reply),
          erase_at: now + days(PRIVACY_DAYS.afterClosure),
          status: 'open',
          erased_at: null,
        };
        if (!(await insertClosureOnce(trx, row))) throw new AppError('ACCOUNT_ALREADY_CLOSING');
        await ctx.jobs.enqueueIn(trx, { kind: ERASE_CLOSED, runAt: row.erase_at, payload: { ownerId: row.owner_id }, dedupeKey: `${ERASE_CLOSED}:${row.owner_id}` });
        return view(row);
      });
    },

    /** The play gate's condition, read with the standing: refuses every account of a closing person. */
    gateCondition: {
      columns: (owner) => ({ closing: closureExists(owner) }),
      check: (_trx, _userId, { closing }) => {
        if (closing === 1) throw new AppError('ACCOUNT_CLOSING');
      },
    } satisfies GateCondition,

    /** The same refusal before a recharge. */
    assertOpen: (userId: string): Promise<void> => ctx.db.transaction((trx) => assertOpenIn(trx, userId)),

    /** The closure of the person behind an account, if any. */
    async closureOf(ownerId: string): Promise<Closure | null> {
      const row = await findClosure(ctx.db.kysely, ownerId);
      return row ? view(row) : null;
    },

    /** For the operator console: requests not yet erased, the reply due soonest first. */
    async listOpen(): Promise<OpenClosure[]> {
      return (await listOpenClosures(ctx.db.kysely)).map((row) => ({ ownerId: row.owner_id, requestedBy: row.requested_by, ...view(row) }));
    },

    /** Adds a module's erasure step: it removes what that module keeps of the erased accounts. */
    addEraser(step: (trx: Trx, userIds: readonly string[]) => Promise<void>): void {
      erasers.push(step);
    },

    /** The job, due 60 days after the request: erases the person's data and their export archives, then marks the request done. */
    async erase(ownerId: string): Promise<void> {
      await ctx.db.transaction(async (trx) => {
        const closure = await findClosure(trx, ownerId);
        if (!closure || closure.status === 'done') return;
        const erased = await ctx.accounts.erasure.erase(trx, ownerId);
        for (const step of erasers) await step(trx, erased);
        await deleteExportsOf(trx, erased);
        await markErased(trx, ownerId, ctx.now());
      });
    },
  };
}

export type Closures = ReturnType<typeof createClosures>;
