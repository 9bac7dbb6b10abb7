import type { FastifyInstance } from 'fastify';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { checkRollPointBody, checkRollPointSchema, resetUserKeySchema, updateUserSeedBody, userKeySchema } from '@lootbay/shared/schemas/fairness';
import { memberCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { FairnessService } from './fairness.service';

export function registerFairnessRoutes(app: FastifyInstance, sessions: SessionResolver, fairness: FairnessService): void {
  memberCall(
    app,
    sessions,
    { path: '/member/userKey', body: emptyBodySchema, data: userKeySchema, summary: 'Your user seed, public hash and round count, and the last revealed pair', tag: 'fairness' },
    ({ member }) => fairness.userKey(member.userId),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/updateUserSeed', body: updateUserSeedBody, data: userKeySchema, summary: 'Change your user seed', tag: 'fairness', perMinute: 30 },
    ({ body, member }) => fairness.updateUserSeed(member.userId, body.userSeed),
  );
  for (const path of ['/member/resetUserKey', '/mybox/user/reset/key']) {
    memberCall(
      app,
      sessions,
      { path, body: emptyBodySchema, data: resetUserKeySchema, summary: 'Reveal the secret and salt in play and start a new pair at round 0', tag: 'fairness', perMinute: 30 },
      ({ member }) => fairness.resetUserKey(member.userId),
    );
  }
  memberCall(
    app,
    sessions,
    { path: '/member/checkRollPoint', body: checkRollPointBody, data: checkRollPointSchema, summary: 'Recompute a roll point from a secret, user seed and round', tag: 'fairness', perMinute: 120 },
    ({ body }) => fairness.checkRollPoint(body),
  );
}
