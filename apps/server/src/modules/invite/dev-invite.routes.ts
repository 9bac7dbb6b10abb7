import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dayOf, periodAt } from '@lootbay/shared/calendar';
import { envelopeOf } from '@lootbay/shared/schemas/common';
import { success } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { InviteSettlement } from './invite.settlement';

/**
 * `POST /dev/invite/settle`: runs the daily rebate settlement for a site day (default: today, so
 * a browser test sees today's recharges settled without waiting for the night). It settles
 * exactly like the task, once per promoter and day. Registered only outside production mode.
 */
export function registerDevInviteRoute(app: FastifyInstance, settlement: InviteSettlement, timeZone: string, clock: () => number): void {
  app.post(
    '/dev/invite/settle',
    {
      schema: {
        body: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'INVITE_DAY_INVALID').optional() }).default({}),
        response: { 200: envelopeOf(z.object({ day: z.string(), promoters: z.int(), amount: z.int() })) },
        summary: 'Settle the invite rebates of a site day now (development only)',
        tags: ['dev'],
      },
    },
    async (request) => {
      const { day } = request.body as { day?: string };
      const settled = day ?? dayOf(timeZone, periodAt('day', timeZone, clock()).start);
      return success({ day: settled, ...(await settlement.settleDay(settled)) }, requestLocale(request));
    },
  );
}
