import type { FastifyInstance, FastifyRequest } from 'fastify';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { inviteAwardBody, inviteAwardSchema, inviteDetailsBody, inviteDetailsSchema, inviteQrSchema, promoteSchema } from '@lootbay/shared/schemas/invite';
import { memberCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { InviteService } from './invite.service';

const tag = 'invite';

/** Where the member reached the site: invite links point back there. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function registerInviteRoutes(app: FastifyInstance, sessions: SessionResolver, invite: InviteService): void {
  memberCall(
    app,
    sessions,
    { path: '/mybox/user/promote', body: emptyBodySchema, data: promoteSchema, summary: 'Your invite code and link, invitees of tiers 1–3, effective invitees, level, rates and promotion amount', tag },
    ({ member, request }) => invite.promote(member.userId, originOf(request)),
  );
  memberCall(
    app,
    sessions,
    { path: '/invite/award', body: inviteAwardBody, data: inviteAwardSchema, summary: 'Claim the settled promotion amount into the coin balance (concurrent claims pay once)', tag, perMinute: 20 },
    ({ member }) => invite.award(member.userId),
  );
  memberCall(
    app,
    sessions,
    { path: '/invite/details', body: inviteDetailsBody, data: inviteDetailsSchema, summary: 'Your rebates per invitee and day, or per settled day, newest first', tag },
    ({ member, body }) => (body.by === 'day' ? invite.days(member.userId, body.page, body.size) : invite.rebates(member.userId, body.page, body.size)),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/getQRcode', body: emptyBodySchema, data: inviteQrSchema, summary: 'Your invite link as a QR code PNG (data URL)', tag, perMinute: 30 },
    ({ member, request }) => invite.qrCode(member.userId, originOf(request)),
  );
}
