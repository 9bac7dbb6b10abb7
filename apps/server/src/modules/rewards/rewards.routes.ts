import type { FastifyInstance } from 'fastify';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { drawRedGiftAnswerSchema, drawRedGiftBody } from '@lootbay/shared/schemas/red-packets';
import { activityStatusSchema, receiveRewardAnswerSchema, receiveRewardBody, rewardTasksSchema } from '@lootbay/shared/schemas/rewards';
import { memberCall, viewerCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { RewardsService } from './rewards.service';

const TAG = 'rewards';

export function registerRewardsRoutes(app: FastifyInstance, sessions: SessionResolver, rewards: RewardsService): void {
  memberCall(
    app,
    sessions,
    { path: '/member/drawRedGift', body: drawRedGiftBody, data: drawRedGiftAnswerSchema, summary: "Claims one packet of a red packet code, once per member: answers the coins won (hundredths)", tag: TAG, perMinute: 30 },
    ({ body, member }) => rewards.redPackets.claim(member.userId, body.code, 'plain'),
  );
  memberCall(
    app,
    sessions,
    {
      path: '/member/drawRedGiftPro',
      body: drawRedGiftBody,
      data: drawRedGiftAnswerSchema,
      summary: 'Claims one packet of a conditioned red packet (e.g. recharged today), once its condition is met: answers the coins won (hundredths)',
      tag: TAG,
      perMinute: 30,
    },
    ({ body, member }) => rewards.redPackets.claim(member.userId, body.code, 'conditioned'),
  );
  viewerCall(
    app,
    sessions,
    { path: '/visitor/activity', body: emptyBodySchema, data: rewardTasksSchema, summary: "The reward tasks and what each pays; a signed-in member's with their progress and claim state", tag: TAG },
    ({ viewer }) => rewards.tasks.list(viewer?.userId ?? null),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/receiveReward', body: receiveRewardBody, data: receiveRewardAnswerSchema, summary: "Claims a completed task's reward, once per period", tag: TAG, perMinute: 30 },
    ({ body, member }) => rewards.tasks.receive(member.userId, body.id),
  );
  memberCall(
    app,
    sessions,
    { path: '/web/user/activity/status', body: emptyBodySchema, data: activityStatusSchema, summary: "The member's task states and how many rewards wait to be claimed (the activity badge); notes today's sign-in", tag: TAG },
    ({ member }) => rewards.tasks.status(member.userId),
  );
}
