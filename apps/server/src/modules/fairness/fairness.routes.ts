import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { CHAIN_DOWNLOAD_PATH } from '@lootbay/shared/fairness/chain';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import {
  checkRollPointBody,
  checkRollPointSchema,
  resetUserKeyBody,
  resetUserKeySchema,
  rollProofBody,
  rollProofSchema,
  updateUserSeedBody,
  userKeySchema,
  beaconInfoSchema,
  chainPageBody,
  chainPageSchema,
  chainProofSchema,
  chainRecordBody,
} from '@lootbay/shared/schemas/fairness';
import { memberCall, visitorCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { FairnessService } from './fairness.service';

/** Records per chain page unless asked otherwise. */
const CHAIN_PAGE_DEFAULT = 100;

export function registerFairnessRoutes(app: FastifyInstance, sessions: SessionResolver, fairness: FairnessService): void {
  memberCall(
    app,
    sessions,
    { path: '/member/userKey', body: emptyBodySchema, data: userKeySchema, summary: 'Your user seed, public hash and round count, the next committed hash, and the last revealed pair', tag: 'fairness' },
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
      {
        path,
        body: resetUserKeyBody,
        data: resetUserKeySchema,
        summary: 'Reveal the secret and salt in play and start the committed next pair at round 0, with the seed your device sends',
        tag: 'fairness',
        perMinute: 30,
      },
      ({ body, member }) => fairness.resetUserKey(member.userId, body.userSeed),
    );
  }
  memberCall(
    app,
    sessions,
    {
      path: '/member/checkRollPoint',
      body: checkRollPointBody,
      data: checkRollPointSchema,
      summary: 'Check a roll: by its id (its proof, recomputed once revealed), or from a secret, user seed and round',
      tag: 'fairness',
      perMinute: 120,
    },
    ({ body }) => fairness.checkRollPoint(body),
  );
  visitorCall(
    app,
    { path: '/visitor/rollProof', body: rollProofBody, data: rollProofSchema, summary: 'Everything needed to check one roll of any game, by its id', tag: 'fairness', perMinute: 240 },
    ({ body }) => fairness.proof(body.id),
  );
  visitorCall(
    app,
    { path: '/visitor/fairness/chain', body: chainPageBody, data: chainPageSchema, summary: 'The public hash chain of every settled result, in order, with the newest published head', tag: 'fairness', perMinute: 120 },
    ({ body }) => fairness.chain.page(body.from ?? 0, body.size ?? CHAIN_PAGE_DEFAULT),
  );
  visitorCall(
    app,
    { path: '/visitor/fairness/record', body: chainRecordBody, data: chainProofSchema, summary: "One result's record in the hash chain, with the first head published over it and the newest", tag: 'fairness', perMinute: 240 },
    ({ body }) => fairness.chain.proof(body.kind, body.ref),
  );
  visitorCall(
    app,
    { path: '/visitor/fairness/beacon', body: emptyBodySchema, data: beaconInfoSchema, summary: "The public randomness beacon's chain information, which every round a game took verifies against", tag: 'fairness' },
    () => fairness.beacon.info(),
  );
}

/** The full revealed record set as a file anyone may download and re-run the verification on. */
export function registerRecordDownload(app: FastifyInstance, fairness: FairnessService): void {
  app.get(CHAIN_DOWNLOAD_PATH, { schema: { summary: 'Download every chained record, every revealed pair secret and the head (NDJSON)', tags: ['fairness'] } }, (_request, reply) =>
    reply
      .header('content-disposition', 'attachment; filename="lootbay-records.ndjson"')
      .header('cache-control', 'no-store')
      .type('application/x-ndjson; charset=utf-8')
      .send(Readable.from(fairness.revealedRecords())),
  );
}
