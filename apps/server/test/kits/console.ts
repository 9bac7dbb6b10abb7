import { randomUUID } from 'node:crypto';
import type { ConsoleRole } from '@lootbay/shared/console';
import type { Envelope } from '@lootbay/shared/schemas/common';
import type { ConsoleLoginAnswer } from '@lootbay/shared/schemas/console';
import type { TestApp } from '../helpers/app';
import { hashPassword } from '../../src/modules/account/passwords';
import { createOperators } from '../../src/modules/console/console.operators';
import { totpCode } from '../../src/modules/console/console.totp';

export interface TestOperator {
  readonly operatorId: string;
  readonly account: string;
  readonly password: string;
  readonly totpSecret: string;
  /** The `admin-token` of a full session. */
  readonly token: string;
}

/** `POST /admin/api/<path>` with the operator's session, as the console's screens call it. */
export async function consoleCall<T = unknown>(t: TestApp, path: string, body: Record<string, unknown> = {}, token?: string): Promise<Envelope<T>> {
  const response = await t.inject({ method: 'POST', url: `/admin/api/${path}`, headers: token ? { 'admin-token': token } : {}, payload: { locale: 'en', ...body } });
  return response.json() as Envelope<T>;
}

/** One password per test run: scrypt is slow on purpose, and tests make many operators. */
export const TEST_OPERATOR_PASSWORD = 'console-test-password';
let passwordHash: Promise<string> | undefined;

/**
 * An operator of a role, signed in through the real enrolment: the first sign-in gives an
 * enrolment, its first authenticator code gives the session.
 */
export async function signedInOperator(t: TestApp, role: ConsoleRole): Promise<TestOperator> {
  const account = `op-${role}-${randomUUID().slice(0, 8)}`;
  passwordHash ??= hashPassword(TEST_OPERATOR_PASSWORD);
  const hash = await passwordHash;
  const operators = createOperators({ db: t.database.db, clock: Date.now });
  const operator = await t.database.db.transaction((trx) => operators.create(trx, { account, passwordHash: hash, role }));
  const login = await consoleCall<ConsoleLoginAnswer>(t, 'login', { account, password: TEST_OPERATOR_PASSWORD });
  const enrolment = login.data.enrolment;
  if (login.code !== 100 || !enrolment) throw new Error(`enrolment of ${account}: ${login.msg}`);
  const enrolled = await consoleCall<{ token: string }>(t, 'enrol', { totp: totpCode(enrolment.totpSecret, Date.now()) }, enrolment.enrolToken);
  if (enrolled.code !== 100) throw new Error(`enrol ${account}: ${enrolled.msg}`);
  return { operatorId: operator.id, account, password: TEST_OPERATOR_PASSWORD, totpSecret: enrolment.totpSecret, token: enrolled.data.token };
}
