import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '@lootbay/shared/schemas/common';
import { devRedPacketAnswerSchema, devRedPacketBody, type RedPacketCreate } from '@lootbay/shared/schemas/red-packets';
import { success } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { RewardsService } from './rewards.service';

/**
 * `POST /dev/red-packets` with `{ count, amount, code? }`: makes a red packet and answers its `code`,
 * so a developer or a browser test can claim one without the console. Registered only outside
 * production mode.
 */
export function registerDevRedPacketsRoute(app: FastifyInstance, rewards: RewardsService): void {
  app.post(
    '/dev/red-packets',
    { schema: { body: devRedPacketBody, response: { 200: envelopeOf(devRedPacketAnswerSchema) }, summary: 'Make a red packet (development only)', tags: ['dev'] } },
    async (request) => {
      const body = request.body as RedPacketCreate;
      const packet = await rewards.redPackets.create(body, 'dev');
      return success({ code: packet.code }, requestLocale(request));
    },
  );
}
