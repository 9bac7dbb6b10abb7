import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CONSOLE_ENROLMENT_MS, CONSOLE_SESSION_MS, ROLE_PERMISSIONS, type ConsoleRole } from '@lootbay/shared/console';
import { AppError } from '@lootbay/shared/errors';
import type { ConsoleLoginAnswer, ConsoleMe, Operator } from '@lootbay/shared/schemas/console';
import type { Db } from '../../db/dialect';
import type { Trx } from '../../db/unit-of-work';
import { hashPassword, verifyPassword } from '../account/account.service';
import * as repo from './console.repository';
import type { OperatorRow } from './console.table';
import { newTotpSecret, otpauthUrl, totpStep } from './console.totp';

/** The operator behind a console request. */
export interface ConsoleCaller {
  readonly operatorId: string;
  readonly account: string;
  readonly role: ConsoleRole;
  readonly sessionId: string;
  /** False for an enrolment session: the authenticator is not confirmed yet. */
  readonly verified: boolean;
  /** The authenticator secret an enrolment session is confirming. */
  readonly enrolSecret: string | null;
  readonly expiresAt: number;
}

export interface OwnerCredentials {
  readonly account: string;
  readonly password: string;
  readonly totpSecret: string;
}

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export function toOperator(row: OperatorRow): Operator {
  return { id: row.id, account: row.account, role: row.role, enrolled: row.totp_secret !== null, disabled: row.disabled === 1, createdAt: Number(row.created_at) };
}

/** Operator accounts, their sign-in with password and authenticator, and their sessions. */
export function createOperators(deps: { readonly db: Db; readonly clock: () => number }) {
  const db = deps.db.kysely;

  async function openSession(trx: Trx, operatorId: string, enrolSecret: string | null, now: number): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + (enrolSecret === null ? CONSOLE_SESSION_MS : CONSOLE_ENROLMENT_MS);
    await repo.insertSession(trx, { id: randomUUID(), token_hash: tokenHash(token), operator_id: operatorId, verified: enrolSecret === null ? 1 : 0, enrol_secret: enrolSecret, created_at: now, expires_at: expiresAt });
    return { token, expiresAt };
  }

  return {
    /** The password check of a sign-in, before any transaction (scrypt is slow on purpose). Every failure looks the same. */
    async checkPassword(account: string, password: string): Promise<OperatorRow> {
      const row = await repo.findOperatorByAccount(db, account);
      const passwordOk = await verifyPassword(password, row?.password_hash ?? null);
      if (!row || !passwordOk || row.disabled === 1) throw new AppError('CONSOLE_SIGN_IN_FAILED');
      return row;
    },

    /**
     * `login` after the password: the authenticator code (each code once) opens a session. An
     * operator without an authenticator gets an enrolment instead of a token.
     */
    async signIn(trx: Trx, row: OperatorRow, totp: string | undefined): Promise<ConsoleLoginAnswer> {
      const now = deps.clock();
      if (row.totp_secret === null) {
        const secret = newTotpSecret();
        const enrolment = await openSession(trx, row.id, secret, now);
        return { token: null, expiresAt: null, enrolment: { enrolToken: enrolment.token, totpSecret: secret, otpauthUrl: otpauthUrl(secret, row.account) } };
      }
      const step = totpStep(row.totp_secret, row.account, totp, now);
      if (step === null || !(await repo.takeTotpStep(trx, row.id, step))) throw new AppError('CONSOLE_SIGN_IN_FAILED');
      const session = await openSession(trx, row.id, null, now);
      return { token: session.token, expiresAt: session.expiresAt, enrolment: null };
    },

    /** Confirms a new authenticator with its first code and opens a full session. */
    async enrol(trx: Trx, caller: ConsoleCaller, totp: string): Promise<{ token: string; expiresAt: number }> {
      const secret = caller.enrolSecret;
      if (caller.verified || secret === null) throw new AppError('CONSOLE_NOT_ENROLLING');
      const now = deps.clock();
      const step = totpStep(secret, caller.account, totp, now);
      if (step === null || !(await repo.setTotpSecret(trx, caller.operatorId, secret, step, now))) throw new AppError('CONSOLE_SIGN_IN_FAILED');
      await repo.endSession(trx, caller.sessionId, now);
      return openSession(trx, caller.operatorId, null, now);
    },

    /** The operator a token belongs to, while its session lives and the operator is enabled. */
    async resolve(token: string): Promise<ConsoleCaller | null> {
      if (token.length > 200) return null;
      const row = await repo.findLiveSession(db, tokenHash(token), deps.clock());
      if (!row) return null;
      return { operatorId: row.operatorId, account: row.account, role: row.role, sessionId: row.sessionId, verified: row.verified === 1, enrolSecret: row.enrol_secret, expiresAt: Number(row.expires_at) };
    },

    signOut: (trx: Trx, caller: ConsoleCaller): Promise<void> => repo.endSession(trx, caller.sessionId, deps.clock()),

    async me(caller: ConsoleCaller): Promise<ConsoleMe> {
      const row = await repo.findOperator(db, caller.operatorId);
      if (!row) throw new AppError('CONSOLE_OPERATOR_NOT_FOUND');
      return { ...toOperator(row), permissions: [...ROLE_PERMISSIONS[row.role]], sessionExpiresAt: caller.expiresAt };
    },

    list: async (): Promise<Operator[]> => (await repo.listOperators(db)).map(toOperator),

    /** A new operator, who enrols an authenticator at the first sign-in. */
    async create(trx: Trx, operator: { readonly account: string; readonly passwordHash: string; readonly role: ConsoleRole }): Promise<Operator> {
      const now = deps.clock();
      const row = { id: randomUUID(), account: operator.account, password_hash: operator.passwordHash, totp_secret: null, totp_step: 0, role: operator.role, disabled: 0, created_at: now, updated_at: now };
      if (!(await repo.insertOperator(trx, row))) throw new AppError('CONSOLE_ACCOUNT_TAKEN');
      return toOperator(row);
    },

    /** Changes a role, disables or enables, or clears the authenticator; a change ends the operator's sessions. */
    async change(trx: Trx, id: string, changes: { readonly role?: ConsoleRole | undefined; readonly disabled?: boolean | undefined; readonly resetTotp?: boolean | undefined }) {
      const row = await repo.findOperator(trx, id);
      if (!row) throw new AppError('CONSOLE_OPERATOR_NOT_FOUND');
      const role = changes.role ?? row.role;
      const disabled = changes.disabled === undefined ? row.disabled : changes.disabled ? 1 : 0;
      const losesOwner = row.role === 'owner' && (role !== 'owner' || disabled === 1);
      if (losesOwner && (await repo.countActiveOwners(trx, id)) === 0) throw new AppError('CONSOLE_LAST_OWNER');
      const now = deps.clock();
      await repo.updateOperator(trx, id, { role, disabled, ...(changes.resetTotp ? { totp_secret: null, totp_step: 0 } : {}), updated_at: now });
      await repo.endOperatorSessions(trx, id, now);
      const after = await repo.findOperator(trx, id);
      return { before: toOperator(row), after: toOperator(after!) };
    },

    /**
     * The owner of an empty console: from the environment when given, else (development only)
     * made up. Answers the credentials when this call created them; several instances starting
     * at once create one, the account being unique.
     */
    async ensureOwner(given: OwnerCredentials | undefined, production: boolean): Promise<OwnerCredentials | null> {
      if ((await repo.countOperators(db)) > 0) return null;
      if (!given && production) throw new Error('production needs CONSOLE_OWNER_ACCOUNT, CONSOLE_OWNER_PASSWORD and CONSOLE_OWNER_TOTP_SECRET to create the console owner');
      const owner = given ?? { account: 'owner', password: randomBytes(12).toString('base64url'), totpSecret: newTotpSecret() };
      const now = deps.clock();
      const inserted = await repo.insertOperator(db, {
        id: randomUUID(),
        account: owner.account,
        password_hash: await hashPassword(owner.password),
        totp_secret: owner.totpSecret,
        totp_step: 0,
        role: 'owner',
        disabled: 0,
        created_at: now,
        updated_at: now,
      });
      return inserted ? owner : null;
    },
  };
}

export type Operators = ReturnType<typeof createOperators>;
