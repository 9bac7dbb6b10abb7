import { AppError } from '@lootbay/shared/errors';
import type { AccountContext } from './account.context';
import type { Trx } from '../../db/unit-of-work';
import { findHousehold } from './users.repository';

export interface Household {
  readonly ownerId: string;
  readonly userIds: string[];
}

/**
 * Households already read in a transaction, forgotten with it. A play asks several times (its
 * standing, breaks, closure, loss limits); inside one transaction the answer cannot change.
 */
export function createHouseholds() {
  const known = new WeakMap<object, Map<string, Household>>();
  return {
    /** What a query of the same transaction read already (the play gate's standing reads it too). */
    remember(trx: Trx | AccountContext['db'], userId: string, household: Household): void {
      if (trx.isTransaction) known.set(trx, (known.get(trx) ?? new Map()).set(userId, household));
    },
    async in(trx: Trx | AccountContext['db'], userId: string): Promise<Household> {
      const remembered = trx.isTransaction ? known.get(trx)?.get(userId) : undefined;
      if (remembered) return remembered;
      const household = await findHousehold(trx, userId);
      if (!household) throw new AppError('TOKEN_EXPIRED');
      this.remember(trx, userId, household);
      return household;
    },
  };
}

export type Households = ReturnType<typeof createHouseholds>;
