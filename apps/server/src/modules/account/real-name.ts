import { sql, type Kysely } from 'kysely';
import { AppError } from '@lootbay/shared/errors';
import { ADULT_AGE, ageOn, idNumberBirthDate, idNumberCheckCharacter, type BirthDate } from '@lootbay/shared/schemas/account';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/unit-of-work';
import { IdentityUnavailableError, type IdentityProvider } from '../../providers/identity/identity.provider';
import { DAY_MS, type AccountContext } from './account.context';
import { giveBackToCounter, takeFromCounter } from './abuse-counters.repository';
import type { UserRow } from './account.table';
import { mayPlay } from './member-view';
import { findRealName, findRealNameByKey, insertRealName } from './real-names.repository';
import { isUniqueViolation } from '../../db/unique-violation';
import { keyedHash } from './secrets';
import { findPlayStanding, findUserById, playStandingOf, playStandingQuery, updateUser, type PlayStandingRow } from './users.repository';
import type { Households } from './households';
import type { GateValues, StandingRead } from '../play/play.kit';

/** A first-generation (15-digit) number in its 18-character form, so both forms of one person match. */
export function canonicalIdNumber(idNumber: string): string {
  const id = idNumber.trim().toUpperCase();
  if (id.length !== 15) return id;
  const first17 = `${id.slice(0, 6)}19${id.slice(6)}`;
  return first17 + idNumberCheckCharacter(first17);
}

export function maskIdNumber(idNumber: string): string {
  return `${idNumber.slice(0, 3)}${'*'.repeat(Math.max(idNumber.length - 7, 0))}${idNumber.slice(-4)}`;
}

/** The calendar day in the site's time zone. */
export function dayIn(timeZone: string, at: number): BirthDate {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(at)
    .split('-')
    .map(Number);
  return { year: year ?? 0, month: month ?? 0, day: day ?? 0 };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** Refuses a member who may not play; answers what was lent the standing's read. */
function checkStanding(db: Kysely<Database>, userId: string, households: Households, standing: ReturnType<typeof playStandingOf>): GateValues {
  if (!standing) throw new AppError('TOKEN_EXPIRED');
  households.remember(db, userId, standing.household);
  if (standing.barred === 1) throw new AppError('ACCOUNT_BARRED_MINOR');
  if (standing.disabled === 1) throw new AppError('ACCOUNT_DISABLED');
  if (standing.verified_owner === null) throw new AppError('REAL_NAME_REQUIRED');
  return standing.lent;
}

export function createRealName(ctx: AccountContext, identity: IdentityProvider, households: Households, log: { warn(object: object, message: string): void }) {
  /**
   * Asks the authority whether the name is held under the number, outside any transaction. Each
   * person has a few checks a day: the authority is paid per check, and must not become an oracle
   * of who holds which number. A check the authority could not make is given back.
   */
  async function checkWithAuthority(ownerId: string, name: string, idNumber: string): Promise<void> {
    const counter = `real-name:${ownerId}`;
    if ((await takeFromCounter(ctx.db, counter, ctx.limits.realNameChecksPerDay, DAY_MS, ctx.now())) === null) throw new AppError('REAL_NAME_TOO_MANY');
    let verdict: 'match' | 'mismatch';
    try {
      verdict = await identity.verify({ name, idNumber });
    } catch (error) {
      await giveBackToCounter(ctx.db, counter, ctx.now());
      if (!(error instanceof IdentityUnavailableError)) log.warn({ err: error }, 'real-name check failed');
      throw new AppError('REAL_NAME_UNAVAILABLE');
    }
    if (verdict !== 'match') throw new AppError('REAL_NAME_MISMATCH');
  }

  async function ownerOf(userId: string): Promise<UserRow> {
    const user = await findUserById(ctx.db, userId);
    const owner = user && (user.owner_id === user.id ? user : await findUserById(ctx.db, user.owner_id));
    if (!owner) throw new AppError('TOKEN_EXPIRED');
    return owner;
  }

  return {
    /**
     * Verifies the owner behind an account, once. The number's checksum and birth date come first:
     * a number showing a minor is refused and bars the owner (and every sub-account) from play and
     * payment. Then the authority must hold this name under this number; a mismatch, or an
     * authority that cannot answer, records nothing. One id number verifies one owner only; it is
     * kept as a keyed hash and a masked form.
     */
    async verify(userId: string, realName: string, idNumber: string): Promise<void> {
      const owner = await ownerOf(userId);
      if (owner.barred === 1) throw new AppError('ACCOUNT_BARRED_MINOR');
      if (await findRealName(ctx.db, owner.id)) throw new AppError('REAL_NAME_ALREADY_VERIFIED');
      const birth = idNumberBirthDate(idNumber);
      if (!birth) throw new AppError('ID_NUMBER_INVALID');
      const age = ageOn(birth, dayIn(ctx.timeZone, ctx.now()));
      if (age < 0) throw new AppError('ID_NUMBER_INVALID');
      if (age < ADULT_AGE) {
        await updateUser(ctx.db, owner.id, { barred: 1 }, ctx.now());
        throw new AppError('UNDERAGE');
      }
      const canonical = canonicalIdNumber(idNumber);
      const idNumberKey = keyedHash(ctx.secret, 'id-number', canonical);
      // A number that verified someone else is refused before the authority is paid to check it.
      if (await findRealNameByKey(ctx.db, idNumberKey)) throw new AppError('ID_NUMBER_TAKEN');
      await checkWithAuthority(owner.id, realName, canonical);
      try {
        await insertRealName(ctx.db, {
          owner_id: owner.id,
          real_name: realName,
          id_number_key: idNumberKey,
          id_number_masked: maskIdNumber(canonical),
          birth_date: `${pad(birth.year, 4)}-${pad(birth.month, 2)}-${pad(birth.day, 2)}`,
          verified_at: ctx.now(),
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Either this owner was verified by a racing request, or the number belongs to someone else.
        const mine = await findRealName(ctx.db, owner.id);
        throw new AppError(mine ? 'REAL_NAME_ALREADY_VERIFIED' : 'ID_NUMBER_TAKEN');
      }
    },

    /** Verified as an adult and not barred. */
    async canPlay(userId: string): Promise<boolean> {
      const owner = await ownerOf(userId);
      return mayPlay(owner, await findRealName(ctx.db, owner.id));
    },

    /** For payment: throws ACCOUNT_BARRED_MINOR, ACCOUNT_DISABLED or REAL_NAME_REQUIRED unless the member may play. */
    async assertAdult(userId: string): Promise<void> {
      checkStanding(ctx.db, userId, households, await findPlayStanding(ctx.db, userId));
    },

    /** The same, with what the other modules lend the play gate: its one read, in the play's transaction or on the pool. */
    standingRead: {
      query: (userId, lent) => playStandingQuery(userId, lent(sql.ref('o.id'))),
      check: (db, userId, rows) => checkStanding(db, userId, households, playStandingOf(rows as PlayStandingRow[])),
    } satisfies StandingRead,

    /**
     * The person behind an account, for promotions given once per person: its owner once verified
     * (sub-accounts share their owner's real-name record), or null before verification. One id
     * number verifies one owner only, and a record is never removed, so a person has one owner.
     */
    personIn: async (trx: Trx, userId: string): Promise<string | null> => (await findPlayStanding(trx, userId))?.verified_owner ?? null,
  };
}

export type RealName = ReturnType<typeof createRealName>;
