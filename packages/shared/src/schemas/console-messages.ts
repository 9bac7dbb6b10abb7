import { z } from 'zod';
import { requestIdSchema } from './common';
import { consoleBody, consolePageShape, reasonSchema } from './console';
import { pageOf } from './common';
import { supportAnswerFields, supportInboxBody } from './support';

/** An official message as operators see it: sent to every member, with how many have read it. */
export const consoleOfficialMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  operatorId: z.string().nullable(),
  time: z.int(),
  readers: z.int(),
});
export type ConsoleOfficialMessage = z.infer<typeof consoleOfficialMessageSchema>;

export const consoleOfficialMessagesBody = consoleBody({ ...consolePageShape });
export const consoleOfficialMessagesSchema = pageOf(consoleOfficialMessageSchema);

/** Sends every member, those who join later too, an official message; a retry with the same `requestId` sends once. */
export const consoleOfficialSendBody = consoleBody({
  title: z.string({ error: 'MESSAGE_TITLE' }).trim().min(1, 'MESSAGE_TITLE').max(60, 'MESSAGE_TITLE'),
  body: z.string({ error: 'MESSAGE_BODY' }).trim().min(1, 'MESSAGE_BODY').max(2000, 'MESSAGE_BODY'),
  requestId: requestIdSchema,
  reason: reasonSchema,
});
export const consoleOfficialSentSchema = z.object({ id: z.string().nullable(), sent: z.boolean() });

export const consoleSupportInboxBody = consoleBody(supportInboxBody);
export const consoleSupportThreadBody = consoleBody({ id: z.string().min(1).max(64) });
export const consoleSupportAnswerBody = consoleBody({ ...supportAnswerFields, reason: reasonSchema.default('support answer') });
