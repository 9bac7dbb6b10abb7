import type { Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { MESSAGE_TEMPLATES, isMessageTemplateId, renderMessage, type MessageTemplateId } from '@lootbay/shared/messages';
import { userAudience, PUBLIC_AUDIENCE } from '@lootbay/shared/realtime-events';
import { orderedId } from '../../db/ordered-id';
import { unitOf, type Trx } from '../../db/unit-of-work';
import type { RealtimeHub } from '../../realtime/hub';
import type { ServiceDependencies } from '../service-dependencies';
import { allPersonalOf, countUnread, findInboxMessage, insertMessage, markRead, officialReadBy, pageInbox, pageOfficial, type InboxRow, type MessageKind } from './messages.repository';

export type MessageContent = { template: MessageTemplateId; params: Record<string, string | number> } | { title: string; body: string };

export interface MessagesDependencies extends ServiceDependencies {
  readonly realtime?: Pick<RealtimeHub, 'publish'>;
}

/** A message as its reader sees it, in the reader's language. */
export interface InboxMessage {
  id: string;
  read: boolean;
  official: boolean;
  title: string;
  body: string;
  time: number;
}

export interface InboxPage {
  list: InboxMessage[];
  total: number;
  page: number;
  size: number;
}

export interface OfficialMessage {
  id: string;
  title: string;
  body: string;
  operatorId: string | null;
  time: number;
  readers: number;
}

/** The longest title and body a message keeps; longer plain texts are a sender's bug. */
export const MESSAGE_TITLE_MAX = 60;
export const MESSAGE_BODY_MAX = 2000;

/**
 * The member's inbox: personal messages other modules send (by template, written out in the
 * reader's language), official ones operators send to every member, and read marks. A sent
 * message reaches the member's header badge over the socket once it committed.
 */
export function createMessagesService(deps: MessagesDependencies) {
  const db = deps.db;

  function stored(message: MessageContent): { template: string | null; params: string; title: string; body: string } {
    if ('template' in message) {
      if (!isMessageTemplateId(message.template)) throw new RangeError(`not a message template: ${String(message.template)}`);
      const missing = MESSAGE_TEMPLATES[message.template].params.filter((name) => message.params[name] === undefined);
      if (missing.length > 0) throw new RangeError(`message ${message.template} lacks ${missing.join(', ')}`);
      // The cn text is kept for operators' searches and exports; readers always get their own language.
      const cn = renderMessage(message.template, message.params, 'cn');
      return { template: message.template, params: JSON.stringify(message.params), title: cn.title, body: cn.body };
    }
    const title = message.title.trim();
    const body = message.body.trim();
    if (title.length === 0 || title.length > MESSAGE_TITLE_MAX) throw new AppError('MESSAGE_TITLE');
    if (body.length === 0 || body.length > MESSAGE_BODY_MAX) throw new AppError('MESSAGE_BODY');
    return { template: null, params: '{}', title, body };
  }

  async function inTransaction(trx: Trx | null, work: (trx: Trx) => Promise<void>): Promise<void> {
    if (trx) return work(trx);
    return db.transaction(work);
  }

  async function unread(userId: string): Promise<number> {
    return countUnread(db.kysely, userId);
  }

  async function announceUnread(userId: string): Promise<void> {
    if (!deps.realtime) return;
    await deps.realtime.publish(userAudience(userId), { type: 'messages_unread', data: { unread: await unread(userId) } });
  }

  function view(row: InboxRow, locale: Locale): InboxMessage {
    const text = row.template && isMessageTemplateId(row.template) ? renderMessage(row.template, JSON.parse(row.params) as Record<string, string | number>, locale) : { title: row.title, body: row.body };
    return { id: row.id, read: row.read_at !== null, official: row.user_id === null, title: text.title, body: text.body, time: Number(row.created_at) };
  }

  /** Sends a member a personal message, inside `trx` when given so it commits with what it reports; the same `key` sends once. */
  async function send(trx: Trx | null, message: { userId: string; key: string } & MessageContent): Promise<void> {
    const content = stored(message);
    await inTransaction(trx, async (work) => {
      const now = deps.clock();
      const sent = await insertMessage(work, { id: orderedId(now), user_id: message.userId, send_key: message.key, operator_id: null, created_at: now, ...content });
      if (sent) unitOf(work).afterCommit(() => announceUnread(message.userId));
    });
  }

  /**
   * Sends every member, present and future, an official message, inside `trx` when given (the
   * console's audited change); the same `key` sends once. Answers its id, or null when sent already.
   */
  async function sendOfficial(trx: Trx | null, official: { key: string; title: string; body: string; operatorId: string | null }): Promise<string | null> {
    const content = stored({ title: official.title, body: official.body });
    let sentId: string | null = null;
    await inTransaction(trx, async (work) => {
      const now = deps.clock();
      const id = orderedId(now);
      if (!(await insertMessage(work, { id, user_id: null, send_key: official.key, operator_id: official.operatorId, created_at: now, ...content }))) return;
      sentId = id;
      unitOf(work).afterCommit(() => deps.realtime?.publish(PUBLIC_AUDIENCE, { type: 'messages_official', data: { id, at: now } }));
    });
    return sentId;
  }

  async function list(userId: string, kind: MessageKind, page: number, size: number, locale: Locale): Promise<InboxPage> {
    const { list: rows, total } = await pageInbox(db.kysely, userId, kind, page, size);
    return { list: rows.map((row) => view(row, locale)), total, page, size };
  }

  /** One message, read: opening it marks it read. */
  async function detail(userId: string, id: string, locale: Locale): Promise<InboxMessage> {
    const row = await findInboxMessage(db.kysely, userId, id);
    if (!row) throw new AppError('MESSAGE_NOT_FOUND');
    if (row.read_at === null) await read(userId, [id]);
    return { ...view(row, locale), read: true };
  }

  /** Marks the given messages read, or all of them (`ids` null); answers how many became read and what stays unread. */
  async function read(userId: string, ids: readonly string[] | null): Promise<{ read: number; unread: number }> {
    const marked = await db.transaction(async (trx) => {
      const count = await markRead(trx, userId, ids, deps.clock());
      if (count > 0) unitOf(trx).afterCommit(() => announceUnread(userId));
      return count;
    });
    return { read: marked, unread: await unread(userId) };
  }

  async function unreadCounts(userId: string): Promise<{ unread: number; official: number; personal: number }> {
    const [official, personal] = await Promise.all([countUnread(db.kysely, userId, 'official'), countUnread(db.kysely, userId, 'personal')]);
    return { unread: official + personal, official, personal };
  }

  async function officialPage(page: number, size: number): Promise<{ list: OfficialMessage[]; total: number; page: number; size: number }> {
    const { list: rows, total } = await pageOfficial(db.kysely, page, size);
    return {
      list: rows.map((row) => ({ id: row.id, title: row.title, body: row.body, operatorId: row.operator_id, time: Number(row.created_at), readers: Number(row.readers) })),
      total,
      page,
      size,
    };
  }

  /**
   * The inbox's part of a member's data export: every personal message (in the export's language)
   * with when it was read, oldest first. Official messages go to every member, so of those only the
   * member's read marks are theirs: each one read, with when.
   */
  async function exportFor(userId: string, locale: Locale) {
    const [personal, officialRead] = await Promise.all([allPersonalOf(db.kysely, userId), officialReadBy(db.kysely, userId)]);
    return {
      personal: personal.map((row) => {
        const { id, title, body, time } = view(row, locale);
        return { id, title, body, time, readAt: row.read_at === null ? null : Number(row.read_at) };
      }),
      officialRead: officialRead.map((row) => ({ id: row.id, title: row.title, time: Number(row.created_at), readAt: Number(row.read_at) })),
    };
  }

  return {
    send,
    sendOfficial,
    list,
    detail,
    read,
    unread,
    unreadCounts,
    officialPage,
    exportFor,
    /** For `/member/info`: the header badge's count. */
    memberFields: async (userId: string) => ({ unreadMessages: await unread(userId) }),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
