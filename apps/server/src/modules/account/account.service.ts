import type { Db } from '../../db/dialect';
import type { Trx } from '../../db/unit-of-work';
import type { SmsProvider } from '../../providers/sms/sms.provider';
import type { SteamProvider } from '../../providers/steam/steam.provider';
import type { IdentityProvider } from '../../providers/identity/identity.provider';
import { DEFAULT_ACCOUNT_LIMITS, type AccountContext, type AccountLimits } from './account.context';
import type { UserRow } from './account.table';
import { createCaptchas } from './captcha';
import { createDataExport } from './data-export';
import { createDemoPlayers } from './demo-players';
import { createErasure, erasedNickname } from './erasure';
import { purgeEnded } from './housekeeping.repository';
import { createInviteCodes } from './invite-code';
import { createMemberView } from './member-view';
import { containsBlockedWord, createProfile } from './profile';
import { createRealName } from './real-name';
import { createLoginKey } from './rsa-key';
import { createSecurity } from './security';
import { createSessions } from './sessions';
import { createSignIn } from './sign-in';
import { createSmsCodes } from './sms-codes';
import { createSubAccounts } from './sub-accounts';
import { createNicknames } from './nicknames';
import { createPlayers } from './players';
import { countPeople, findUserById, inviteesOf, invitersOf } from './users.repository';
import { createHouseholds, type Household } from './households';

/** Ended sessions and used codes stay this long (for support questions), then go. */
const ENDED_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** An account as other modules see it. */
export interface AccountUser {
  readonly id: string;
  readonly ownerId: string;
  readonly nickname: string;
  readonly avatar: string | null;
  readonly mobile: string | null;
  readonly inviterId: string | null;
  readonly tradeUrl: string | null;
  readonly disabled: boolean;
  /** Its personal data was erased after a closure: it stays disabled for good. */
  readonly erased: boolean;
  readonly createdAt: number;
}

function accountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    ownerId: row.owner_id,
    nickname: row.nickname,
    avatar: row.avatar_url,
    mobile: row.mobile,
    inviterId: row.inviter_id,
    tradeUrl: row.trade_url,
    disabled: row.disabled === 1,
    erased: row.disabled === 1 && row.nickname === erasedNickname(row.id),
    createdAt: row.created_at,
  };
}

export interface AccountDependencies {
  readonly db: Db;
  readonly sms: SmsProvider;
  readonly steam: SteamProvider;
  /** The authority that checks a real name against its id number. */
  readonly identity: IdentityProvider;
  /** The server secret (SESSION_SECRET). */
  readonly secret: string;
  readonly timeZone: string;
  readonly log: { warn(object: object, message: string): void };
  readonly now?: () => number;
  readonly limits?: Partial<AccountLimits>;
}

/**
 * The account module. Other modules use:
 * - `sessions.resolver`, the SessionResolver of every member call (and of the realtime socket);
 * - `assertAdult(userId)` / `canPlay(userId)` before play and payment;
 * - `findUser(userId)` to look a user up, `nicknames(ids)` for public names; `members.addFields(source)` to add fields to the
 *   member's answers (`/member/info`, `/member/userAsset`);
 * - `exportFor(userId)` and `erasure.erase(trx, ownerId)` for data rights (the privacy module).
 */
export function createAccountService(deps: AccountDependencies) {
  const ctx: AccountContext = {
    db: deps.db.kysely,
    transaction: deps.db.transaction,
    dialect: deps.db.dialect,
    secret: deps.secret,
    timeZone: deps.timeZone,
    limits: { ...DEFAULT_ACCOUNT_LIMITS, ...deps.limits },
    now: deps.now ?? Date.now,
  };
  const sessions = createSessions(ctx);
  const smsCodes = createSmsCodes(ctx, deps.sms, deps.log);
  const captchas = createCaptchas(ctx);
  const loginKey = createLoginKey(ctx);
  const households = createHouseholds();
  const realName = createRealName(ctx, deps.identity, households, deps.log);
  const nicknames = createNicknames(ctx);
  return {
    limits: ctx.limits,
    sessions,
    smsCodes,
    captchas,
    loginKey,
    signIn: createSignIn(ctx, { sessions, smsCodes, captchas, loginKey }),
    security: createSecurity(ctx, { sessions, smsCodes, loginKey }),
    profile: createProfile(ctx, deps.steam, nicknames, deps.log),
    realName,
    /** Before play and payment: throws unless the member is a verified adult who is not barred. */
    assertAdult: realName.assertAdult,
    /** The same as a boolean. */
    canPlay: realName.canPlay,
    subAccounts: createSubAccounts(ctx, sessions),
    /** The demo players of a development site's history. */
    demoPlayers: createDemoPlayers(ctx, realName),
    /** The operator console's view of players: search, profile, freezing, ending sessions. */
    players: createPlayers(ctx, sessions),
    inviteCodes: createInviteCodes(ctx),
    /** The invitation tree, for rebates: who invited some accounts, and whom some accounts invited. */
    inviteTree: {
      async invitersOf(userIds: readonly string[]): Promise<Map<string, string>> {
        return new Map((await invitersOf(ctx.db, userIds)).map((row) => [row.id, row.inviter_id]));
      },
      async inviteesOf(inviterIds: readonly string[]): Promise<{ id: string; inviterId: string; nickname: string; createdAt: number }[]> {
        return (await inviteesOf(ctx.db, inviterIds)).map((row) => ({ id: row.id, inviterId: row.inviter_id!, nickname: row.nickname, createdAt: Number(row.created_at) }));
      },
      /** A member's invite code, or undefined for an unknown id. */
      async inviteCodeOf(userId: string): Promise<string | undefined> {
        return (await findUserById(ctx.db, userId))?.invite_code;
      },
    },
    members: createMemberView(ctx),
    /** Deletes sessions and codes 30 days after they ended, and lapsed counters and captchas. */
    purgeEnded: () => purgeEnded(ctx.db, ctx.now(), ENDED_RETENTION_MS),
    /** A user by id, or undefined; what other modules may know of an account. */
    async findUser(userId: string): Promise<AccountUser | undefined> {
      const row = await findUserById(ctx.db, userId);
      return row && accountUser(row);
    },

    /** The same inside the caller's transaction. */
    async findUserIn(trx: Trx, userId: string): Promise<AccountUser | undefined> {
      const row = await findUserById(trx, userId);
      return row && accountUser(row);
    },

    /** How many people have an account (main accounts, not disabled or erased): the home page's player count. */
    people: () => countPeople(ctx.db),

    /** Public names of members, for histories and live tickers; unknown ids are left out. */
    nicknames: nicknames.lookup,

    /** Whether a name holds a blocked word (abuse, advertising): names shown beside members' (house robots') follow the same rule. */
    nicknameBlocked: containsBlockedWord,

    /** The account's part of the member's data export. */
    exportFor: createDataExport(ctx),

    /** Erases a person's personal data once their closure has run its course. */
    erasure: createErasure(ctx, sessions, nicknames),

    /**
     * The person behind an account, as far as limits and breaks go: its owner (one verified owner
     * per person) and every account it holds, read in the caller's transaction.
     */
    householdIn: (trx: Trx | AccountContext['db'], userId: string): Promise<Household> => households.in(trx, userId),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

// The console's operators have passwords too, hashed and checked the same way.
export { hashPassword, verifyPassword } from './passwords';
