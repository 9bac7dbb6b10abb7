import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '@lootbay/shared/errors';
import { envelopeOf } from '@lootbay/shared/schemas/common';
import { devMessageBody } from '@lootbay/shared/schemas/messages';
import { success } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { AccountService } from '../account/account.service';
import type { MessagesService } from './messages.service';

/**
 * `POST /dev/messages`: sends a member a plain personal message, so a developer or a browser test
 * sees the badge and the inbox without waiting for a rebate or a retrieval. Registered only
 * outside production mode.
 */
export function registerDevMessagesRoute(app: FastifyInstance, messages: MessagesService, accounts: Pick<AccountService, 'findUser'>): void {
  app.post(
    '/dev/messages',
    {
      schema: {
        body: devMessageBody,
        response: { 200: envelopeOf(z.object({ unread: z.int() })) },
        summary: 'Send a member a personal message (development only)',
        tags: ['dev'],
      },
    },
    async (request) => {
      const { userId, title, body } = request.body as z.infer<typeof devMessageBody>;
      if (!(await accounts.findUser(userId))) throw new AppError('MESSAGE_MEMBER_NOT_FOUND');
      await messages.send(null, { userId, key: `dev:${randomUUID()}`, title, body });
      return success({ unread: await messages.unread(userId) }, requestLocale(request));
    },
  );
}
