import type { AccountSummary, MemberUser, UserAsset } from '@lootbay/shared/schemas/account';
import { AppError } from '@lootbay/shared/errors';
import type { AccountContext } from './account.context';
import type { RealNameRow, UserRow } from './account.table';
import { findRealName } from './real-names.repository';
import { findUserById, listAccountsOfOwner } from './users.repository';

/** Fields another module adds to the member's answers (the wallet: site level, balances). */
export type MemberFieldsSource = (userId: string) => Promise<Record<string, unknown>>;

/** Level of a member before the wallet reports one: everyone starts at level 1. */
const STARTING_LEVEL = 1;

export function maskRealName(name: string): string {
  const characters = [...name];
  if (characters.length <= 2) return `${characters[0] ?? ''}*`;
  return `${characters[0]}${'*'.repeat(characters.length - 2)}${characters[characters.length - 1]}`;
}

export function summary(user: UserRow): AccountSummary {
  return { userId: user.id, account: user.account, nickname: user.nickname, avatar: user.avatar_url, isSubAccount: user.owner_id !== user.id };
}

/** May play and pay: verified as an adult, not barred, not disabled. */
export function mayPlay(owner: UserRow, realName: RealNameRow | undefined): boolean {
  return realName !== undefined && owner.barred === 0 && owner.disabled === 0;
}

export function createMemberView(ctx: AccountContext) {
  const sources: MemberFieldsSource[] = [];

  async function extraFields(userId: string): Promise<Record<string, unknown>> {
    const parts = await Promise.all(sources.map((source) => source(userId)));
    return Object.assign({}, ...parts) as Record<string, unknown>;
  }

  async function load(userId: string): Promise<{ user: UserRow; owner: UserRow }> {
    const user = await findUserById(ctx.db, userId);
    if (!user) throw new AppError('TOKEN_EXPIRED');
    const owner = user.owner_id === user.id ? user : await findUserById(ctx.db, user.owner_id);
    if (!owner) throw new AppError('TOKEN_EXPIRED');
    return { user, owner };
  }

  return {
    /** Registers a module's contribution to `/member/info`, `/member/userAsset` and sign-in answers. */
    addFields(source: MemberFieldsSource): void {
      sources.push(source);
    },

    async memberUser(userId: string): Promise<MemberUser> {
      const { user, owner } = await load(userId);
      const [realName, accounts, extra] = await Promise.all([findRealName(ctx.db, owner.id), listAccountsOfOwner(ctx.db, owner.id), extraFields(userId)]);
      const nicknameChangeableAt = user.nickname_changed_at === null ? null : user.nickname_changed_at + ctx.limits.nicknameEveryMs;
      return {
        id: user.id,
        userId: user.id,
        account: user.account,
        nickname: user.nickname,
        avatar: user.avatar_url,
        mobile: user.mobile,
        level: STARTING_LEVEL,
        inviteCode: user.invite_code,
        hasInviter: user.inviter_id !== null,
        tradeUrl: user.trade_url,
        hasPassword: user.password_hash !== null,
        realNameVerified: realName !== undefined,
        realName: realName ? maskRealName(realName.real_name) : null,
        idNumber: realName?.id_number_masked ?? null,
        barred: owner.barred === 1,
        canPlay: mayPlay(owner, realName),
        isSubAccount: user.owner_id !== user.id,
        ownerId: owner.id,
        nicknameChangeableAt: nicknameChangeableAt !== null && nicknameChangeableAt > ctx.now() ? nicknameChangeableAt : null,
        createdAt: user.created_at,
        accounts: accounts.map(summary),
        ...extra,
      };
    },

    /** `/member/userAsset`: built here once; other modules add their fields through `addFields`. */
    async userAsset(userId: string): Promise<UserAsset> {
      const { user } = await load(userId);
      return { userId: user.id, nickname: user.nickname, avatar: user.avatar_url, level: STARTING_LEVEL, ...(await extraFields(userId)) };
    },
  };
}

export type MemberView = ReturnType<typeof createMemberView>;
