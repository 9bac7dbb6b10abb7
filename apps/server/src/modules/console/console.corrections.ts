import { CORRECTION_APPROVAL_THRESHOLD } from '@lootbay/shared/console';
import type { Currency } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import type { Correction, CorrectionPage } from '@lootbay/shared/schemas/console-players';
import type { Db } from '../../db/dialect';
import { orderedId } from '../../db/ordered-id';
import type { Trx } from '../../db/unit-of-work';
import type { AccountService } from '../account/account.service';
import type { WalletService } from '../wallet/wallet.service';
import { decidePending, findCorrection, insertCorrection, pageCorrections, type CorrectionFilter, type CorrectionRow } from './console.corrections.repository';
import type { ConsoleCaller } from './console.operators';

/** The ledger reason of every correction: the player's account records show it under this name. */
export const CORRECTION_REASON = 'correction';

export interface CorrectionsDependencies {
  readonly db: Db;
  readonly clock: () => number;
  readonly accounts: Pick<AccountService, 'findUserIn' | 'nicknames'>;
  readonly wallet: Pick<WalletService, 'transfer' | 'balanceIn'>;
}

export interface CorrectionRequest {
  readonly userId: string;
  readonly currency: Currency;
  /** Signed hundredths, non-zero. */
  readonly amount: number;
  readonly reason: string;
}

/** What a correction changed, for its answer and its audit entry. */
export interface CorrectionOutcome {
  readonly correction: Correction;
  /** The player's balance in the correction's currency before and after. */
  readonly balanceBefore: number;
  readonly balanceAfter: number;
}

function toCorrection(row: CorrectionRow, nickname: string): Correction {
  return {
    id: row.id,
    userId: row.user_id,
    nickname,
    currency: row.currency as Currency,
    amount: Number(row.amount),
    reason: row.reason,
    status: row.status,
    requestedBy: row.requested_by,
    requestedByAccount: row.requested_by_account,
    requestedAt: Number(row.requested_at),
    decidedBy: row.decided_by,
    decidedByAccount: row.decided_by_account,
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    transferId: row.transfer_id,
  };
}

/** The transfer of a correction: its key is the correction's, so it can exist once only. */
const transferIdOf = (correctionId: string): string => `${CORRECTION_REASON}:${correctionId}`;

/**
 * Balance corrections: a ledger transfer between the player and the `house` account, never an
 * edit. Up to CORRECTION_APPROVAL_THRESHOLD hundredths one applies at once; above it, it waits
 * for a second operator's approval. A debit never takes a player below zero.
 */
export function createCorrections(deps: CorrectionsDependencies) {
  const { accounts, wallet } = deps;

  async function nicknameIn(trx: Trx, userId: string): Promise<string> {
    return (await accounts.findUserIn(trx, userId))?.nickname ?? '';
  }

  async function assertCovered(trx: Trx, request: CorrectionRequest): Promise<number> {
    const balance = await wallet.balanceIn(trx, request.userId, request.currency);
    if (balance + request.amount < 0) throw new AppError('CONSOLE_CORRECTION_EXCEEDS_BALANCE', { balance, amount: request.amount, currency: request.currency });
    return balance;
  }

  /** Moves the money in the caller's transaction; answers the player's balance before and after. */
  async function apply(trx: Trx, id: string, request: CorrectionRequest): Promise<{ before: number; after: number }> {
    const before = await assertCovered(trx, request);
    const player = { user: request.userId };
    const house = { system: 'house' } as const;
    try {
      await wallet.transfer(trx, {
        id: transferIdOf(id),
        from: request.amount > 0 ? house : player,
        to: request.amount > 0 ? player : house,
        currency: request.currency,
        amount: Math.abs(request.amount),
        reason: CORRECTION_REASON,
        reference: `${CORRECTION_REASON}:${id}`,
      });
    } catch (error) {
      // A debit raced ahead of this one since the check: the correction is refused all the same.
      if (error instanceof AppError && error.key === 'INSUFFICIENT_BALANCE') throw new AppError('CONSOLE_CORRECTION_EXCEEDS_BALANCE', { amount: request.amount, currency: request.currency });
      throw error;
    }
    return { before, after: before + request.amount };
  }

  async function load(trx: Trx, id: string): Promise<CorrectionRow> {
    const row = await findCorrection(trx, id);
    if (!row) throw new AppError('CONSOLE_CORRECTION_NOT_FOUND');
    return row;
  }

  async function answer(trx: Trx, id: string, balanceBefore: number, balanceAfter: number): Promise<CorrectionOutcome> {
    const row = await load(trx, id);
    return { correction: toCorrection(row, await nicknameIn(trx, row.user_id)), balanceBefore, balanceAfter };
  }

  const requestOf = (row: CorrectionRow): CorrectionRequest => ({ userId: row.user_id, currency: row.currency as Currency, amount: Number(row.amount), reason: row.reason });

  return {

    /** Asks for a correction: applied at once up to the threshold, else stored pending. A debit beyond the balance is refused either way. */
    async create(trx: Trx, caller: ConsoleCaller, request: CorrectionRequest): Promise<CorrectionOutcome> {
      if (!(await accounts.findUserIn(trx, request.userId))) throw new AppError('CONSOLE_PLAYER_NOT_FOUND');
      const now = deps.clock();
      const id = orderedId(now);
      const row = { id, user_id: request.userId, currency: request.currency, amount: request.amount, reason: request.reason, requested_by: caller.operatorId, requested_at: now };
      if (Math.abs(request.amount) > CORRECTION_APPROVAL_THRESHOLD) {
        const balance = await assertCovered(trx, request);
        await insertCorrection(trx, { ...row, status: 'pending', decided_by: null, decided_at: null, transfer_id: null });
        return answer(trx, id, balance, balance);
      }
      await insertCorrection(trx, { ...row, status: 'applied', decided_by: caller.operatorId, decided_at: now, transfer_id: transferIdOf(id) });
      const { before, after } = await apply(trx, id, request);
      return answer(trx, id, before, after);
    },

    /** A second operator applies a pending correction; of racing approvals exactly one applies it. */
    async approve(trx: Trx, caller: ConsoleCaller, id: string): Promise<CorrectionOutcome> {
      const row = await load(trx, id);
      if (row.status !== 'pending') throw new AppError('CONSOLE_CORRECTION_DECIDED');
      if (row.requested_by === caller.operatorId) throw new AppError('CONSOLE_CORRECTION_OWN');
      const decided = await decidePending(trx, id, { status: 'applied', decidedBy: caller.operatorId, decidedAt: deps.clock(), transferId: transferIdOf(id), notRequestedBy: caller.operatorId });
      if (!decided) throw new AppError('CONSOLE_CORRECTION_DECIDED');
      const { before, after } = await apply(trx, id, requestOf(row));
      return answer(trx, id, before, after);
    },

    /** Turns a pending correction down (its requester may withdraw it this way); nothing moves. */
    async reject(trx: Trx, caller: ConsoleCaller, id: string): Promise<CorrectionOutcome> {
      const row = await load(trx, id);
      const decided = row.status === 'pending' && (await decidePending(trx, id, { status: 'rejected', decidedBy: caller.operatorId, decidedAt: deps.clock(), transferId: null }));
      if (!decided) throw new AppError('CONSOLE_CORRECTION_DECIDED');
      const balance = await wallet.balanceIn(trx, row.user_id, row.currency as Currency);
      return answer(trx, id, balance, balance);
    },

    async page(filter: CorrectionFilter, page: number, size: number): Promise<CorrectionPage> {
      const { list: rows, total } = await pageCorrections(deps.db.kysely, filter, page, size);
      const names = await accounts.nicknames(rows.map((row) => row.user_id));
      return { list: rows.map((row) => toCorrection(row, names.get(row.user_id) ?? '')), total, page, size };
    },
  };
}

export type Corrections = ReturnType<typeof createCorrections>;
