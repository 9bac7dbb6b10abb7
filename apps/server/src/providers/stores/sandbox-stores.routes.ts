import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { envelopeOf } from '@lootbay/shared/schemas/common';
import { success } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import { sandboxAppStoreReceipt } from './sandbox-app-store';
import { sandboxGooglePlayToken } from './sandbox-google-play';

const purchaseShape = {
  productId: z.string().min(1).max(128),
  /** The account the app buys for; leave it out to play an app that sets none. */
  accountToken: z.string().max(64).optional(),
  quantity: z.int().min(1).max(10).optional(),
  /** Reuse an id to play a store that reports one purchase twice; one ending in 9 finds the store unreachable. */
  transactionId: z.string().max(40).optional(),
};
const appStorePurchaseBody = z.object({ ...purchaseShape, revoked: z.boolean().optional() });
const googlePlayPurchaseBody = z.object({ ...purchaseShape, state: z.enum(['purchased', 'pending', 'revoked']).optional() });

/**
 * What a phone gets from the sandbox stores after a purchase, for developers and tests without a
 * phone: `POST /dev/store/app_store/purchase` answers the signed transaction `/applePay/apple`
 * takes, `POST /dev/store/google_play/purchase` the product and token `/api/play` takes.
 * Registered only outside production mode.
 */
export function registerSandboxStoreRoutes(app: FastifyInstance, secret: string): void {
  app.post(
    '/dev/store/app_store/purchase',
    {
      schema: {
        body: appStorePurchaseBody,
        response: { 200: envelopeOf(z.object({ receipt: z.string() })) },
        summary: 'A sandbox App Store purchase (development only)',
        tags: ['dev'],
      },
    },
    async (request) => {
      const receipt = sandboxAppStoreReceipt(secret, request.body as z.infer<typeof appStorePurchaseBody>, Date.now());
      return success({ receipt }, requestLocale(request));
    },
  );
  app.post(
    '/dev/store/google_play/purchase',
    {
      schema: {
        body: googlePlayPurchaseBody,
        response: { 200: envelopeOf(z.object({ productId: z.string(), purchaseToken: z.string() })) },
        summary: 'A sandbox Google Play purchase (development only)',
        tags: ['dev'],
      },
    },
    async (request) => {
      const purchase = request.body as z.infer<typeof googlePlayPurchaseBody>;
      return success({ productId: purchase.productId, purchaseToken: sandboxGooglePlayToken(secret, purchase, Date.now()) }, requestLocale(request));
    },
  );
}
