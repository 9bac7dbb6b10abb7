import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelopeOf } from '@lootbay/shared/schemas/common';
import { termsVersionSchema } from '@lootbay/shared/schemas/privacy';
import { success } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { PrivacyService } from './privacy.service';

/**
 * `POST /dev/terms`: publishes a new version of the terms (a copy of the text in force) that takes
 * effect after `noticeMs` (default at once), so a developer or a browser test can see the
 * acceptance without waiting 7 days. Registered only outside production mode.
 */
export function registerDevTermsRoute(app: FastifyInstance, privacy: PrivacyService): void {
  app.post(
    '/dev/terms',
    {
      schema: {
        body: z.object({ noticeMs: z.int().min(0).max(30 * 86_400_000).default(0) }).default({ noticeMs: 0 }),
        response: { 200: envelopeOf(termsVersionSchema) },
        summary: 'Publish a new terms version with a short notice (development only)',
        tags: ['dev'],
      },
    },
    async (request) => {
      const texts = (await privacy.terms.textsInForce()) ?? { cn: '', br: '', en: '' };
      const { noticeMs } = request.body as { noticeMs: number };
      return success(await privacy.terms.publish(texts, noticeMs), requestLocale(request));
    },
  );
}
