import { AppError } from '@lootbay/shared/errors';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import type { DialectName } from '../../src/db/dialect';
import { createSandboxSms, type SandboxSms } from '../../src/providers/sms/sandbox-sms';
import { createSandboxSteam } from '../../src/providers/steam/sandbox-steam';
import { createSandboxIdentity } from '../../src/providers/identity/sandbox-identity';
import type { AccountLimits } from '../../src/modules/account/account.context';
import { createAccountService, type AccountService } from '../../src/modules/account/account.service';

/** An account service on a fresh test database with a clock the test moves. */
export interface AccountKit {
  readonly account: AccountService;
  readonly sms: SandboxSms;
  readonly database: TestDatabase;
  readonly clock: { now: number };
  dispose(): Promise<void>;
}

const silent = { info: () => undefined, warn: () => undefined };

export async function createAccountKit(dialect: DialectName, limits: Partial<AccountLimits> = {}, database?: TestDatabase): Promise<AccountKit> {
  const db = database ?? (await createTestDatabase(dialect));
  const clock = { now: Date.UTC(2026, 10, 22, 4, 0, 0) };
  const sms = createSandboxSms({ logger: silent, production: false, now: () => clock.now });
  const account = createAccountService({
    db: db.db,
    sms,
    steam: createSandboxSteam({ latencyMs: 0 }),
    identity: createSandboxIdentity(),
    secret: 'account-test-secret-0123456789-abcdefghij',
    timeZone: 'Asia/Shanghai',
    log: silent,
    now: () => clock.now,
    // Light password work, as the test apps ask (passwords.test.ts checks the real one).
    limits: { passwordLogN: 10, ...limits },
  });
  return { account, sms, database: db, clock, dispose: () => (database ? Promise.resolve() : db.dispose()) };
}

/** The catalogue key a call is refused with, or 'no refusal'. */
export async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
  return 'no refusal';
}
