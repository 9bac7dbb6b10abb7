import type { Trx } from '../../db/unit-of-work';

/** One condition a member must meet to play, checked inside the play's transaction. */
export type PlayCheck = (trx: Trx, userId: string) => Promise<void>;

/**
 * The one "may play" gate every game passes through: adult, verified and not disabled (the account
 * module's check), and whatever later rules add (responsible-play limits). A check refuses by
 * throwing its catalogue error; a play it refuses changes nothing.
 */
export function createPlayGate() {
  const checks: PlayCheck[] = [];
  return {
    add(check: PlayCheck): void {
      checks.push(check);
    },
    async assert(trx: Trx, userId: string): Promise<void> {
      for (const check of checks) await check(trx, userId);
    },
  };
}

export type PlayGate = ReturnType<typeof createPlayGate>;
