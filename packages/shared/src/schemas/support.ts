import { z } from 'zod';
import { callBody, pageOf, pageRequestShape, requestIdSchema } from './common';

/** The longest line of a support chat. */
export const SUPPORT_LINE_MAX = 500;
/** How many of the latest lines a chat shows. */
export const SUPPORT_LINES_SHOWN = 100;

const supportToken = z.string().min(1, 'SUPPORT_TOKEN_INVALID').max(200, 'SUPPORT_TOKEN_INVALID');
const lineText = z.string().trim().min(1, 'SUPPORT_LINE').max(SUPPORT_LINE_MAX, 'SUPPORT_LINE');

/** `/hx/userToken`: the token of the member's support chat. */
export const supportTokenSchema = z.object({ token: z.string(), conversationId: z.string(), expiresAt: z.int() });

export const supportLinesBody = callBody({ token: supportToken });
/** `/hx/send`: a line to support; a retry with the same `key` writes it once. */
export const supportSendBody = callBody({ token: supportToken, text: lineText, key: requestIdSchema });

export const supportLineSchema = z.object({
  id: z.string(),
  from: z.enum(['member', 'support']),
  text: z.string(),
  at: z.int(),
});
export type SupportLine = z.infer<typeof supportLineSchema>;

/** The member's conversation: its latest lines, oldest first, and when support last read it. */
export const supportChatSchema = z.object({ conversationId: z.string(), lines: z.array(supportLineSchema), supportReadAt: z.int() });
export type SupportChat = z.infer<typeof supportChatSchema>;

/** The console's support inbox. */
export const supportInboxBody = { ...pageRequestShape, waiting: z.boolean().default(false) };
export const supportConversationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  nickname: z.string(),
  /** The member spoke last: the conversation waits for an answer. */
  waiting: z.boolean(),
  /** The member's lines support has not read. */
  unread: z.int(),
  lastText: z.string(),
  lastAt: z.int(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;
export const supportInboxSchema = pageOf(supportConversationSchema);
export const supportThreadSchema = z.object({ conversation: supportConversationSchema, lines: z.array(supportLineSchema) });
export type SupportThread = z.infer<typeof supportThreadSchema>;
export const supportAnswerFields = { conversationId: z.string().min(1).max(64), text: lineText };
