import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '@lootbay/shared/errors';
import { DEV_MARKET_OUTCOMES, type DevMarketOutcome } from '@lootbay/shared/schemas/retrieval';
import { failure, success } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { RetrievalService } from '../../modules/retrieval/retrieval.service';
import type { SandboxMarket } from './sandbox-market';

/**
 * `POST /dev/market/<retrievalId>/<outcome>`: the sandbox market ends a retrieval's order at once
 * (`deliver`, `cancel` by the seller, or `out-of-stock`) and the retrieval applies it, as
 * `/dev/pay` pays an order. Registered only outside production mode.
 */
export function registerDevMarketRoute(app: FastifyInstance, market: SandboxMarket, retrieval: Pick<RetrievalService, 'settleNow'>): void {
  app.post(
    '/dev/market/:id/:outcome',
    {
      schema: {
        params: z.object({ id: z.string().min(1).max(64), outcome: z.enum(DEV_MARKET_OUTCOMES) }),
        summary: 'Settle a sandbox retrieval at once (development only)',
        tags: ['dev'],
      },
    },
    async (request) => {
      const { id, outcome } = request.params as { id: string; outcome: DevMarketOutcome };
      const locale = requestLocale(request);
      try {
        return success(await retrieval.settleNow(id, (purchaseId) => market.force(purchaseId, outcome)), locale);
      } catch (error) {
        if (error instanceof AppError) return failure(error.key, locale, error.data);
        throw error;
      }
    },
  );
}
