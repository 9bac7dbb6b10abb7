import QRCode from 'qrcode';
import { INVITE_LEVELS } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import type { ConsolePromoter } from '@lootbay/shared/schemas/console-invite';
import type { InviteAward, InviteDay, InviteQr, InviteRates, InviteRebate, Promote } from '@lootbay/shared/schemas/invite';
import type { Trx } from '../../db/unit-of-work';
import { inChunks, type InviteDependencies } from './invite.context';
import { levelsWith, type TierRates } from './invite.levels';
import { claimSettled, findBalance, grantedLevels, grantPromoter, listPromoters, rateOverrides, pageRebates, pageSettlements, revokePromoter, saveRates } from './invite.repository';
import { createSettlement } from './invite.settlement';
import { createStandings } from './invite.standing';

/** Rebates are paid in coins (the promotion amount is coins waiting to be claimed), from the promotions system account. */
export const REBATE_CURRENCY = 'coin';

/** The link that opens the site with a member's invite code ready for registration. */
export function inviteLink(origin: string, inviteCode: string): string {
  return `${origin}/?inviteCode=${encodeURIComponent(inviteCode)}`;
}

/**
 * Invites and three-tier rebates: a member's tree and level, the daily settlement into their
 * promotion amount, and claims of it into the coin balance through the ledger.
 */
export function createInviteService(deps: InviteDependencies) {
  const db = deps.db.kysely;
  const standings = createStandings(deps);
  const settlement = createSettlement(deps, standings);

  async function inviteCode(userId: string): Promise<string> {
    const code = await deps.tree.inviteCodeOf(userId);
    if (code === undefined) throw new AppError('TOKEN_EXPIRED');
    return code;
  }

  return {
    settlement,

    /** `/mybox/user/promote`: invite code and link, invitees per tier, effective invitees, level, rates and promotion amount. */
    async promote(userId: string, origin: string): Promise<Promote> {
      const code = await inviteCode(userId);
      const counts: number[] = [];
      let tier = [userId];
      for (let depth = 0; depth < 3; depth += 1) {
        tier = (await inChunks(tier, deps.tree.inviteesOf)).map((invitee) => invitee.id);
        counts.push(tier.length);
      }
      const [standing, balance, levels] = await Promise.all([standings.of([userId]), findBalance(db, userId), standings.levels()]);
      const { effective, level } = standing.get(userId)!;
      const next = levels.find((candidate) => candidate.level > level.level);
      return {
        inviteCode: code,
        inviteLink: inviteLink(origin, code),
        invitees: counts,
        effective,
        level: level.level,
        rates: [...level.rates],
        nextLevel: next ? { level: next.level, effective: next.effective } : null,
        promotionAmount: balance ? balance.settled - balance.claimed : 0,
        settledTotal: balance?.settled ?? 0,
      };
    },

    /**
     * `/invite/award`: moves everything settled and unclaimed into the coin balance, in one
     * transaction with a ledger transfer keyed by the claimed total, so concurrent claims pay once.
     */
    async award(userId: string): Promise<InviteAward> {
      await deps.assertAdult(userId);
      return deps.db.transaction(async (trx) => {
        const seen = await findBalance(trx, userId);
        const amount = seen ? seen.settled - seen.claimed : 0;
        if (!seen || amount <= 0 || !(await claimSettled(trx, userId, seen, deps.clock()))) throw new AppError('INVITE_NOTHING_TO_CLAIM');
        await deps.wallet.transfer(trx, {
          id: `invite-award:${userId}:${seen.settled}`,
          from: { system: 'promotions' },
          to: { user: userId },
          currency: REBATE_CURRENCY,
          amount,
          reason: 'invite_rebate',
          reference: `invite_award:${userId}`,
        });
        return { amount, promotionAmount: 0 };
      });
    },

    /** `/invite/details`: rebates per invitee and day, or settled days, newest first. */
    async rebates(userId: string, page: number, size: number): Promise<{ list: InviteRebate[]; total: number; page: number; size: number }> {
      const { list: rows, total } = await pageRebates(db, userId, page, size);
      const names = await deps.nicknames(rows.map((row) => row.invitee_id));
      const list = rows.map((row) => ({ day: row.day, inviteeId: row.invitee_id, nickname: names.get(row.invitee_id) ?? '', tier: row.tier, recharged: Number(row.recharged), rate: row.rate, amount: Number(row.amount) }));
      return { list, total, page, size };
    },

    async days(userId: string, page: number, size: number): Promise<{ list: InviteDay[]; total: number; page: number; size: number }> {
      const { list: rows, total } = await pageSettlements(db, userId, page, size);
      const list = rows.map((row) => ({ day: row.day, amount: Number(row.amount), level: row.level, invitees: row.invitees, settledAt: Number(row.settled_at) }));
      return { list, total, page, size };
    },

    /** `/member/getQRcode`: the invite link as a QR code PNG. */
    async qrCode(userId: string, origin: string): Promise<InviteQr> {
      const link = inviteLink(origin, await inviteCode(userId));
      return { link, image: await QRCode.toDataURL(link, { type: 'image/png', margin: 1, width: 256, errorCorrectionLevel: 'M' }) };
    },

    /** Operators: every level's threshold and rates in force. */
    async levels(): Promise<InviteRates[]> {
      return (await standings.levels()).map((level) => ({ level: level.level, effective: level.effective, rates: [...level.rates] }));
    },

    /** Operators: members holding the promoter role, newest first. */
    async promoters(): Promise<ConsolePromoter[]> {
      const rows = await listPromoters(db);
      const names = await deps.nicknames(rows.map((row) => row.user_id));
      return rows.map((row) => ({ userId: row.user_id, nickname: names.get(row.user_id) ?? '', level: row.level, grantedAt: Number(row.granted_at) }));
    },

    /** Operators: sets a level's rates from the next settlement on; answers them before and after. */
    async setRatesIn(trx: Trx, level: number, rates: TierRates): Promise<{ before: InviteRates; after: InviteRates }> {
      const found = levelsWith(await rateOverrides(trx)).find((entry) => entry.level === level);
      if (!found) throw new AppError('INVITE_LEVEL_INVALID');
      await saveRates(trx, level, rates, deps.clock());
      const before = { level: found.level, effective: found.effective, rates: [...found.rates] };
      return { before, after: { ...before, rates: [...rates] } };
    },

    /** Operators: grants the promoter role at a level (the member counts at least at it), or revokes it; answers the level before. */
    async setPromoterIn(trx: Trx, userId: string, level: number | null): Promise<{ before: number | null }> {
      if (level !== null && !INVITE_LEVELS.some((entry) => entry.level === level)) throw new AppError('INVITE_LEVEL_INVALID');
      if (!(await deps.findUserIn(trx, userId))) throw new AppError('INVITE_MEMBER_NOT_FOUND');
      const before = (await grantedLevels(trx, [userId])).get(userId) ?? null;
      if (level === null) await revokePromoter(trx, userId);
      else await grantPromoter(trx, userId, level, deps.clock());
      return { before };
    },
  };
}

export type InviteService = ReturnType<typeof createInviteService>;
