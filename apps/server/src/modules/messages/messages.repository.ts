import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { readPage, type Page } from '../../db/page';
import type { MessageRow, MessagesTable } from './messages.table';

type Executor = Kysely<Database>;

/** Which messages a list shows: both kinds, or one. */
export type MessageKind = 'all' | 'official' | 'personal';

export interface InboxRow extends MessageRow {
  read_at: number | null;
}

/** Inserts the message unless its key was sent already; answers whether this call sent it. */
export async function insertMessage(executor: Executor, row: MessagesTable): Promise<boolean> {
  // No conflict target: each kind has its own partial unique index, and either one means "sent already".
  const inserted = await executor.insertInto('messages').values(row).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}

/** The messages a member sees: their own and every official one. */
function inboxOf(executor: Executor, userId: string, kind: MessageKind) {
  let query = executor.selectFrom('messages as m');
  if (kind === 'official') query = query.where('m.user_id', 'is', null);
  else if (kind === 'personal') query = query.where('m.user_id', '=', userId);
  else query = query.where((eb) => eb.or([eb('m.user_id', '=', userId), eb('m.user_id', 'is', null)]));
  return query;
}

export async function countUnread(executor: Executor, userId: string, kind: MessageKind = 'all'): Promise<number> {
  const row = await inboxOf(executor, userId, kind)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('message_reads as r').select(sql.lit(1).as('one')).whereRef('r.message_id', '=', 'm.id').where('r.user_id', '=', userId))),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A member's messages of a kind, newest first, with when they read each (one read row per member and message: the join adds none to the count). */
export function pageInbox(executor: Executor, userId: string, kind: MessageKind, page: number, size: number): Promise<Page<InboxRow>> {
  const listed = inboxOf(executor, userId, kind)
    .leftJoin('message_reads as r', (join) => join.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', userId))
    .selectAll('m')
    .select('r.read_at')
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc');
  return readPage(listed, page, size);
}

export async function findInboxMessage(executor: Executor, userId: string, id: string): Promise<InboxRow | undefined> {
  return inboxOf(executor, userId, 'all')
    .leftJoin('message_reads as r', (join) => join.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', userId))
    .where('m.id', '=', id)
    .selectAll('m')
    .select('r.read_at')
    .executeTakeFirst();
}

/**
 * Marks the member's messages read: the given ones, or every one they can see when `ids` is null.
 * One statement over what the statement sees, so a message sent meanwhile stays unread; a message
 * already read keeps its first mark. Answers how many became read.
 */
export async function markRead(executor: Executor, userId: string, ids: readonly string[] | null, now: number): Promise<number> {
  let source = inboxOf(executor, userId, 'all');
  if (ids) source = source.where('m.id', 'in', ids);
  const result = await executor
    .insertInto('message_reads')
    .columns(['user_id', 'message_id', 'read_at'])
    .expression(source.select([sql<string>`cast(${userId} as text)`.as('user_id'), 'm.id', sql<number>`cast(${now} as bigint)`.as('read_at')]))
    .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Every personal message of the member with its read mark, oldest first (their data export). */
export async function allPersonalOf(executor: Executor, userId: string): Promise<InboxRow[]> {
  return inboxOf(executor, userId, 'personal')
    .leftJoin('message_reads as r', (join) => join.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', userId))
    .selectAll('m')
    .select('r.read_at')
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
}

/** The official messages the member has read, with when, in reading order (their data export). */
export async function officialReadBy(executor: Executor, userId: string): Promise<(MessageRow & { read_at: number })[]> {
  return executor
    .selectFrom('message_reads as r')
    .innerJoin('messages as m', 'm.id', 'r.message_id')
    .where('r.user_id', '=', userId)
    .where('m.user_id', 'is', null)
    .selectAll('m')
    .select('r.read_at')
    .orderBy('r.read_at')
    .orderBy('m.id')
    .execute();
}

/** Official messages, newest first, with how many members have read each (the operators' list). */
export function pageOfficial(executor: Executor, page: number, size: number): Promise<Page<MessageRow & { readers: number | string }>> {
  const listed = executor
    .selectFrom('messages as m')
    .where('m.user_id', 'is', null)
    .selectAll('m')
    .select((eb) => eb.selectFrom('message_reads as r').whereRef('r.message_id', '=', 'm.id').select(eb.fn.countAll<number | string>().as('n')).as('readers'))
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc');
  return readPage(listed, page, size) as Promise<Page<MessageRow & { readers: number | string }>>;
}
