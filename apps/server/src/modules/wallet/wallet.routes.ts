import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  blotterBody,
  blotterPageSchema,
  conversionStatusAnswerSchema,
  conversionStatusBody,
  goldConvertAnswerSchema,
  goldConvertBody,
} from '@lootbay/shared/schemas/wallet';
import { memberCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { WalletService } from './wallet.service';

/**
 * The wallet's own calls. `/member/userAsset` and `/member/info` belong to the account module,
 * which adds the wallet's fields (`wallet.memberFields`) to its answers.
 */
export function registerWalletRoutes(app: FastifyInstance, sessions: SessionResolver, wallet: WalletService): void {
  memberCall(
    app,
    sessions,
    { path: '/member/getUserBlotter', body: blotterBody, data: blotterPageSchema, summary: 'Account records, filtered by currency, reason and time', tag: 'wallet' },
    ({ body, member }) => wallet.blotter(member.userId, body),
  );
  memberCall(
    app,
    sessions,
    { path: '/member/goldConvert', body: goldConvertBody, data: goldConvertAnswerSchema, summary: 'Convert jade into ingots, 1 : 1, irreversibly', tag: 'wallet', perMinute: 30 },
    ({ body, member }) => wallet.convertJade(member.userId, body.amount, `convert:${member.userId}:${body.requestId ?? randomUUID()}`),
  );
  memberCall(
    app,
    sessions,
    { path: '/web/user/update/conversion-status', body: conversionStatusBody, data: conversionStatusAnswerSchema, summary: 'Switch automatic jade conversion on (1) or off (0)', tag: 'wallet' },
    async ({ body, member }) => ({ autoConversion: (await wallet.setAutoConversion(member.userId, body.status === 1)) ? 1 : 0 }),
  );
}
