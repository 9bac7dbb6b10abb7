import { z } from 'zod';
import { callBody, pageOf, pageRequestShape } from './common';

const messageId = z.string().min(1).max(64);

/** Which messages a list shows. */
export const MESSAGE_KINDS = ['all', 'official', 'personal'] as const;

/** `/mybox/user/msg/list`: the member's messages, newest first. */
export const messageListBody = callBody({ ...pageRequestShape, kind: z.enum(MESSAGE_KINDS).default('all') });

/** `/mybox/user/msg/detail`, `/msg/readUserMessage`: one message. */
export const messageIdBody = callBody({ id: messageId });

/** `/mybox/user/msg/read`: `{ ids }` marks those read, `{ all: true }` every one. */
export const messageReadBody = callBody({
  ids: z.array(messageId, 'MESSAGE_IDS').min(1, 'MESSAGE_IDS').max(100, 'MESSAGE_IDS').optional(),
  all: z.boolean().optional(),
}).refine((body) => body.all === true || body.ids !== undefined, { message: 'MESSAGE_IDS', path: ['ids'] });

/** A message as its reader sees it, in the reader's language. */
export const inboxMessageSchema = z.object({
  id: z.string(),
  read: z.boolean(),
  /** Sent by the operators to every member; otherwise personal. */
  official: z.boolean(),
  title: z.string(),
  body: z.string(),
  /** When it was sent, epoch ms. */
  time: z.int(),
});
export type InboxMessageView = z.infer<typeof inboxMessageSchema>;

export const inboxPageSchema = pageOf(inboxMessageSchema);

/** The header badge: unread messages, and of them how many are official or personal. */
export const unreadCountsSchema = z.object({ unread: z.int(), official: z.int(), personal: z.int() });

export const readAnswerSchema = z.object({ read: z.int(), unread: z.int() });

/** `POST /dev/messages`: development only. */
export const devMessageBody = z.object({
  userId: z.string().min(1).max(64),
  title: z.string().trim().min(1, 'MESSAGE_TITLE').max(60, 'MESSAGE_TITLE'),
  body: z.string().trim().min(1, 'MESSAGE_BODY').max(2000, 'MESSAGE_BODY'),
});
