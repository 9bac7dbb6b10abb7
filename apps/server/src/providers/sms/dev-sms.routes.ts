import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { devSmsEntrySchema } from '@lootbay/shared/schemas/account';
import { envelopeOf } from '@lootbay/shared/schemas/common';
import { success } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { SandboxSms } from './sandbox-sms';

/**
 * `GET /dev/sms?mobile=<number>`: what the sandbox sent to a phone, newest first, so a developer
 * or a browser test can sign in without a phone. Registered only outside production mode.
 */
export function registerDevSmsRoute(app: FastifyInstance, sms: SandboxSms): void {
  app.get(
    '/dev/sms',
    {
      schema: {
        querystring: z.object({ mobile: z.string().max(32) }),
        response: { 200: envelopeOf(z.array(devSmsEntrySchema)) },
        summary: 'Sandbox SMS outbox (development only)',
        tags: ['dev'],
      },
    },
    async (request) => success(sms.sentTo((request.query as { mobile: string }).mobile), requestLocale(request)),
  );
}
