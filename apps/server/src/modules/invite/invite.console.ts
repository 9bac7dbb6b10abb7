import { consoleBody } from '@lootbay/shared/schemas/console';
import { consoleInviteLevelsSchema, consoleInviteRatesBody, consolePromoterAnswerSchema, consolePromoterBody, consolePromotersSchema } from '@lootbay/shared/schemas/console-invite';
import { inviteRatesSchema } from '@lootbay/shared/schemas/invite';
import type { InviteService } from './invite.service';
import { changeCall, readCall, type ConsoleCall } from '../console/console.module';

/** Invite rebates: each level's rates, and the promoter role operators grant or revoke (spec point 6). */
export function inviteCalls(invite: Pick<InviteService, 'levels' | 'setRatesIn' | 'promoters' | 'setPromoterIn'>): ConsoleCall[] {
  return [
    readCall({
      path: 'invites/levels',
      access: 'money.read',
      summary: 'Promoter levels: effective invitees each needs and its rebate rates (basis points of tiers 1–3)',
      body: consoleBody({}),
      data: consoleInviteLevelsSchema,
      read: () => invite.levels(),
    }),
    changeCall({
      path: 'invites/levels/save',
      access: 'money.write',
      summary: "Change a level's rebate rates (0–30% per tier); they apply from the next daily settlement",
      body: consoleInviteRatesBody,
      data: inviteRatesSchema,
      async change(trx, body) {
        const { before, after } = await invite.setRatesIn(trx, body.level, body.rates);
        return { data: after, target: `invite_level:${body.level}`, before, after };
      },
    }),
    readCall({
      path: 'invites/promoters',
      access: 'players.read',
      summary: 'Members holding the promoter role, with the level granted, newest first',
      body: consoleBody({}),
      data: consolePromotersSchema,
      read: () => invite.promoters(),
    }),
    changeCall({
      path: 'invites/promoters/save',
      access: 'players.write',
      summary: 'Grant a member the promoter role at a level (they count at least at it), or revoke it with level null',
      body: consolePromoterBody,
      data: consolePromoterAnswerSchema,
      async change(trx, body) {
        const { before } = await invite.setPromoterIn(trx, body.userId, body.level);
        const after = { userId: body.userId, level: body.level };
        return { data: after, target: `user:${body.userId}`, before: { userId: body.userId, level: before }, after };
      },
    }),
  ];
}
