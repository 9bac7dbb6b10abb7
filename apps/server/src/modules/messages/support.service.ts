import { AppError } from '@lootbay/shared/errors';
import { userAudience } from '@lootbay/shared/realtime-events';
import { SUPPORT_LINES_SHOWN, type SupportChat, type SupportConversation, type SupportLine, type SupportThread } from '@lootbay/shared/schemas/support';
import { orderedId } from '../../db/ordered-id';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { RealtimeHub } from '../../realtime/hub';
import type { ServiceDependencies } from '../service-dependencies';
import { allLinesOf, conversationOf, deleteConversationsOf, ensureConversation, findConversation, insertLine, linesOf, markConversationRead, noteLine, pageConversations } from './support.repository';
import { createSupportTokens } from './support-token';
import type { SupportConversationRow, SupportLineRow } from './support.table';

export interface SupportDependencies extends ServiceDependencies {
  readonly realtime?: Pick<RealtimeHub, 'publish'>;
  /** The server's secret, which signs support chat tokens. */
  readonly secret: string;
  readonly nicknames: (userIds: readonly string[]) => Promise<Map<string, string>>;
}

function lineView(row: SupportLineRow): SupportLine {
  return { id: row.id, from: row.author === 'support' ? 'support' : 'member', text: row.text, at: Number(row.created_at) };
}

/**
 * Customer service: each member has one conversation with support. The member's chat speaks with
 * a support token (`/hx/userToken`); operators answer from the console's inbox; every line is
 * stored and pushed to the member's sockets once committed.
 */
export function createSupportService(deps: SupportDependencies) {
  const db = deps.db;
  const tokens = createSupportTokens(deps.secret);

  function tell(trx: Trx, userId: string, conversationId: string, line: SupportLineRow): void {
    unitOf(trx).afterCommit(() => deps.realtime?.publish(userAudience(userId), { type: 'support_line', data: { conversationId, ...lineView(line) } }));
  }

  /** The member's conversation named by a valid token of theirs. */
  async function conversationFor(userId: string, token: string): Promise<SupportConversationRow> {
    const id = tokens.conversationOf(token, deps.clock());
    const conversation = id ? await findConversation(db.kysely, id) : undefined;
    if (!conversation || conversation.user_id !== userId) throw new AppError('SUPPORT_TOKEN_INVALID');
    return conversation;
  }

  async function conversationView(row: SupportConversationRow & { unread?: number | string | null; last_text?: string | null }): Promise<SupportConversation> {
    const nickname = (await deps.nicknames([row.user_id])).get(row.user_id) ?? '';
    return { id: row.id, userId: row.user_id, nickname, waiting: row.last_from === 'member', unread: Number(row.unread ?? 0), lastText: row.last_text ?? '', lastAt: Number(row.last_line_at) };
  }

  return {
    /** `/hx/userToken`: a token for the member's chat, opening their conversation on first use. */
    async token(userId: string): Promise<{ token: string; conversationId: string; expiresAt: number }> {
      const now = deps.clock();
      const conversation = await db.transaction((trx) =>
        ensureConversation(trx, { id: orderedId(now), user_id: userId, member_read_at: now, support_read_at: now, last_line_at: now, last_from: 'support', created_at: now }),
      );
      return { conversationId: conversation.id, ...tokens.issue(conversation.id, now) };
    },

    /** The member's latest lines; reading them marks support's answers read. */
    async chat(userId: string, token: string): Promise<SupportChat> {
      const conversation = await conversationFor(userId, token);
      const lines = await linesOf(db.kysely, conversation.id, SUPPORT_LINES_SHOWN);
      await markConversationRead(db.kysely, conversation.id, 'member', deps.clock());
      return { conversationId: conversation.id, lines: lines.map(lineView), supportReadAt: Number(conversation.support_read_at) };
    },

    /** A member's line to support; a retry with the same key answers the line written first. */
    async say(userId: string, token: string, text: string, key: string): Promise<SupportLine> {
      const conversation = await conversationFor(userId, token);
      return db.transaction(async (trx) => {
        const now = deps.clock();
        const { line, written } = await insertLine(trx, { id: orderedId(now), conversation_id: conversation.id, author: 'member', operator_id: null, text, send_key: key, created_at: now });
        if (written) {
          await noteLine(trx, conversation.id, 'member', now);
          // The member's other tabs and devices show their own line too.
          tell(trx, userId, conversation.id, line);
        }
        return lineView(line);
      });
    },

    /**
     * Customer service's part of a member's data export: their conversation with every line, the
     * member's and support's, oldest first; null when they never opened one. Which operator
     * answered is the site's record, not the member's, as in the chat itself.
     */
    async exportFor(userId: string): Promise<{ conversationId: string; createdAt: number; lines: SupportLine[] } | null> {
      const conversation = await conversationOf(db.kysely, userId);
      if (!conversation) return null;
      const lines = await allLinesOf(db.kysely, conversation.id);
      return { conversationId: conversation.id, createdAt: Number(conversation.created_at), lines: lines.map(lineView) };
    },

    /**
     * The chat's erasure step (docs/decisions/0060): what a member writes to support is their own
     * words and often names them, so an erased person's conversations go, answers included.
     */
    eraseOf: (trx: Trx, userIds: readonly string[]): Promise<void> => deleteConversationsOf(trx, userIds),

    /** The console's inbox: conversations, latest first; `waiting` keeps those the member spoke last in. */
    async inbox(waiting: boolean, page: number, size: number): Promise<{ list: SupportConversation[]; total: number; page: number; size: number }> {
      const { list: rows, total } = await pageConversations(db.kysely, waiting, page, size);
      return { list: await Promise.all(rows.map(conversationView)), total, page, size };
    },

    /** One conversation for the console, which marks the member's lines read by support. */
    async thread(id: string): Promise<SupportThread> {
      const conversation = await findConversation(db.kysely, id);
      if (!conversation) throw new AppError('SUPPORT_CONVERSATION_NOT_FOUND');
      const lines = await linesOf(db.kysely, id, SUPPORT_LINES_SHOWN);
      await markConversationRead(db.kysely, id, 'support', deps.clock());
      return { conversation: await conversationView({ ...conversation, unread: 0, last_text: lines.at(-1)?.text ?? '' }), lines: lines.map(lineView) };
    },

    /** An operator's answer, in the console's audited transaction; pushed to the member once committed. */
    async answerIn(trx: Trx, operatorId: string, conversationId: string, text: string): Promise<SupportLine> {
      const conversation = await findConversation(trx, conversationId);
      if (!conversation) throw new AppError('SUPPORT_CONVERSATION_NOT_FOUND');
      const now = deps.clock();
      const id = orderedId(now);
      const { line } = await insertLine(trx, { id, conversation_id: conversationId, author: 'support', operator_id: operatorId, text, send_key: `support:${id}`, created_at: now });
      await noteLine(trx, conversationId, 'support', now);
      await markConversationRead(trx, conversationId, 'support', now);
      tell(trx, conversation.user_id, conversationId, line);
      return lineView(line);
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
