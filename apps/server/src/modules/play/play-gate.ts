import type { Trx } from '../../db/unit-of-work';

/** One condition a member must meet to play, checked inside the play's transaction. */
export type PlayCheck = (trx: Trx, userId: string) => Promise<void>;

/** One condition a stake must meet (a loss limit), with what the play stakes in all with it, hundredths of a coin. */
export type StakeCheck = (trx: Trx, userId: string, value: number) => Promise<void>;

/**
 * The one "may play" gate every game passes through: adult, verified and not disabled (the account
 * module's check), not on a break, and every stake within the member's loss limits (responsible
 * play). A check refuses by throwing its catalogue error; a play it refuses changes nothing.
 */
export function createPlayGate() {
  const checks: PlayCheck[] = [];
  const stakeChecks: StakeCheck[] = [];
  return {
    add(check: PlayCheck): void {
      checks.push(check);
    },
    addStakeCheck(check: StakeCheck): void {
      stakeChecks.push(check);
    },
    async assert(trx: Trx, userId: string): Promise<void> {
      for (const check of checks) await check(trx, userId);
    },
    /** Before the engine takes a stake from a member: `value` is what the play stakes in all with it. */
    async assertStake(trx: Trx, userId: string, value: number): Promise<void> {
      for (const check of stakeChecks) await check(trx, userId, value);
    },
  };
}

export type PlayGate = ReturnType<typeof createPlayGate>;
