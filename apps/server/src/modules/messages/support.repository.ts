import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { readPage } from '../../db/page';
import type { Trx } from '../../db/unit-of-work';
import type { SupportConversationRow, SupportConversationsTable, SupportLineRow, SupportLinesTable } from './support.table';

type Executor = Kysely<Database>;

/** The member's conversation, made on first use (a racing first use finds the one made). */
export async function ensureConversation(trx: Trx, row: SupportConversationsTable): Promise<SupportConversationRow> {
  await trx.insertInto('support_conversations').values(row).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  return trx.selectFrom('support_conversations').selectAll().where('user_id', '=', row.user_id).executeTakeFirstOrThrow();
}

export async function findConversation(executor: Executor, id: string): Promise<SupportConversationRow | undefined> {
  return executor.selectFrom('support_conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Writes the line unless its key was written already; answers the line as stored. */
export async function insertLine(trx: Trx, row: SupportLinesTable): Promise<{ line: SupportLineRow; written: boolean }> {
  const written = await trx.insertInto('support_lines').values(row).onConflict((oc) => oc.columns(['conversation_id', 'send_key']).doNothing()).returning('id').executeTakeFirst();
  const line = await trx.selectFrom('support_lines').selectAll().where('conversation_id', '=', row.conversation_id).where('send_key', '=', row.send_key).executeTakeFirstOrThrow();
  return { line, written: written !== undefined };
}

/** A new line moves the conversation up the inbox (an instance whose clock lags moves nothing back). */
export async function noteLine(trx: Trx, id: string, author: 'member' | 'support', at: number): Promise<void> {
  await trx.updateTable('support_conversations').set({ last_line_at: at, last_from: author }).where('id', '=', id).where('last_line_at', '<=', at).execute();
}

export async function markConversationRead(executor: Executor, id: string, by: 'member' | 'support', at: number): Promise<void> {
  const column = by === 'member' ? 'member_read_at' : 'support_read_at';
  await executor.updateTable('support_conversations').set(column, at).where('id', '=', id).where(column, '<', at).execute();
}

export async function linesOf(executor: Executor, conversationId: string, limit: number): Promise<SupportLineRow[]> {
  const newest = await executor.selectFrom('support_lines').selectAll().where('conversation_id', '=', conversationId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return newest.reverse();
}

/** The member's conversation, if they ever opened one. */
export async function conversationOf(executor: Executor, userId: string): Promise<SupportConversationRow | undefined> {
  return executor.selectFrom('support_conversations').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Every line of a conversation, oldest first (the member's data export). */
export async function allLinesOf(executor: Executor, conversationId: string): Promise<SupportLineRow[]> {
  return executor.selectFrom('support_lines').selectAll().where('conversation_id', '=', conversationId).orderBy('created_at').orderBy('id').execute();
}

export function pageConversations(executor: Executor, waitingOnly: boolean, page: number, size: number) {
  let query = executor.selectFrom('support_conversations as c');
  if (waitingOnly) query = query.where('c.last_from', '=', 'member');
  const listed = query
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('support_lines as l')
        .whereRef('l.conversation_id', '=', 'c.id')
        .where('l.author', '=', 'member')
        .whereRef('l.created_at', '>', 'c.support_read_at')
        .select(eb.fn.countAll<number | string>().as('n'))
        .as('unread'),
    )
    .select((eb) => eb.selectFrom('support_lines as l').whereRef('l.conversation_id', '=', 'c.id').select('l.text').orderBy('l.created_at', 'desc').orderBy('l.id', 'desc').limit(1).as('last_text'))
    .orderBy('c.last_line_at', 'desc')
    .orderBy('c.id', 'desc');
  return readPage(listed, page, size);
}

/** Deletes the conversations of some accounts with every line in them (their person's data is erased). */
export async function deleteConversationsOf(trx: Trx, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const conversations = trx.selectFrom('support_conversations').select('id').where('user_id', 'in', userIds);
  await trx.deleteFrom('support_lines').where('conversation_id', 'in', conversations).execute();
  await trx.deleteFrom('support_conversations').where('user_id', 'in', userIds).execute();
}
