import type { AccountContext } from './account.context';
import { findRealName } from './real-names.repository';
import { listSessionsOf } from './sessions.repository';
import { findUserById, listAccountsOfOwner } from './users.repository';

/** The account's part of a member's data export: the profile, the real-name record and the sessions. */
export function createDataExport(ctx: AccountContext) {
  return async function exportFor(userId: string) {
    const user = await findUserById(ctx.db, userId);
    if (!user) return null;
    const [realName, accounts, sessions] = await Promise.all([findRealName(ctx.db, user.owner_id), listAccountsOfOwner(ctx.db, user.owner_id), listSessionsOf(ctx.db, userId)]);
    return {
      profile: {
        userId: user.id,
        ownerId: user.owner_id,
        account: user.account,
        nickname: user.nickname,
        mobile: user.mobile,
        avatar: user.avatar_url,
        inviteCode: user.invite_code,
        inviterId: user.inviter_id,
        tradeUrl: user.trade_url,
        barred: user.barred === 1,
        createdAt: user.created_at,
      },
      realName: realName ? { realName: realName.real_name, idNumber: realName.id_number_masked, birthDate: realName.birth_date, verifiedAt: realName.verified_at } : null,
      accounts: accounts.map((account) => ({ userId: account.id, account: account.account, nickname: account.nickname, createdAt: account.created_at })),
      sessions: sessions.map((session) => ({ createdAt: session.created_at, expiresAt: session.expires_at, endedAt: session.revoked_at, ip: session.ip, userAgent: session.user_agent })),
    };
  };
}
