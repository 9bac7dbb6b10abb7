import type { Kysely } from 'kysely';
import type { Currency } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import type { RedemptionCode, RedemptionCodesPage } from '@lootbay/shared/schemas/console-money';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/unit-of-work';
import type { RechargeDependencies } from './recharge.context';
import * as repo from './recharge.repository';
import type { RedemptionCodesTable } from './recharge.table';
import { toRedemptionCode } from './recharge.views';

function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface NewCode {
  readonly code: string;
  readonly currency: Currency;
  readonly amount: number;
  readonly maxUses: number;
  readonly expiresAt?: number | null | undefined;
}

function codeRow(code: NewCode, now: number): RedemptionCodesTable {
  if (!Number.isSafeInteger(code.amount) || code.amount <= 0 || !Number.isSafeInteger(code.maxUses) || code.maxUses <= 0) {
    throw new Error(`malformed redemption code ${code.code}`);
  }
  return { code: normalizeCode(code.code), currency: code.currency, amount: code.amount, max_uses: code.maxUses, used_count: 0, expires_at: code.expiresAt ?? null, created_at: now };
}

/** Redemption codes: promotions an operator issues, each usable once per person and `max_uses` times in all. */
export function createRedemptionCodes(deps: RechargeDependencies) {
  const db: Kysely<Database> = deps.db.kysely;
  const clock = deps.clock ?? Date.now;

  return {
    /** Issues a redemption code (seeds, tests); a code of the same text is a database error. */
    async createCode(code: NewCode): Promise<void> {
      await repo.insertCode(db, codeRow(code, clock()));
    },

    /** Issues a redemption code in the caller's transaction (the console's); null when a code of that text exists. */
    async createCodeIn(trx: Trx, code: NewCode): Promise<RedemptionCode | null> {
      const row = codeRow(code, clock());
      return (await repo.insertCodeOnce(trx, row)) ? toRedemptionCode(row, row.created_at) : null;
    },

    /** Every code, newest first, with whether it expired or was used up. */
    async codes(page: number, size: number): Promise<RedemptionCodesPage> {
      const { list: rows, total } = await repo.pageCodes(db, size, (page - 1) * size);
      const now = clock();
      return { list: rows.map((row) => toRedemptionCode(row, now)), total, page, size };
    },

    /**
     * `/member/codePay`: verified adults only (the recharge gate), once per person — an owner and
     * its sub-accounts are one person — and at most `max_uses` in all, also under racing requests:
     * the claim's primary key (code, person) decides which one counts.
     */
    async redeemCode(userId: string, text: string): Promise<{ currency: Currency; amount: number; balance: number }> {
      await deps.assertAdult(userId);
      // A gift is no recharge for the limits, but none is taken during a break.
      await deps.assertMayRecharge(userId, 0);
      const code = normalizeCode(text);
      return deps.db.transaction(async (trx) => {
        const now = clock();
        const row = await repo.findCode(trx, code);
        if (!row || (row.expires_at !== null && Number(row.expires_at) <= now)) throw new AppError('REDEMPTION_CODE_INVALID');
        const person = await deps.personIn(trx, userId);
        // Verification is never undone, so an account that passed the gate has its person.
        if (person === null) throw new AppError('REAL_NAME_REQUIRED');
        const reference = `code:${code}`;
        if (!(await repo.claimPromotion(trx, { promotion: reference, person, user_id: userId, reference, created_at: now }))) throw new AppError('REDEMPTION_CODE_USED');
        if (!(await repo.takeCodeUse(trx, code))) throw new AppError('REDEMPTION_CODE_EXHAUSTED');
        const amount = Number(row.amount);
        await deps.wallet.transfer(trx, {
          id: `code:${code}:${userId}`,
          from: { system: 'promotions' },
          to: { user: userId },
          currency: row.currency,
          amount,
          reason: 'redemption_code',
          reference,
        });
        return { currency: row.currency, amount, balance: await deps.wallet.balanceIn(trx, userId, row.currency) };
      });
    },
  };
}
