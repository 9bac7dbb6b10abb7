import type { Selectable } from 'kysely';
import type { SupportTables } from './support.table';

/**
 * One message: personal (to `user_id`) or official (`user_id` null: every member, those who join
 * later too). A template message keeps its template and parameters and is written out in the
 * reader's language; a plain one keeps its title and body as given.
 */
export interface MessagesTable {
  id: string;
  user_id: string | null;
  /** The sender's key: a personal message is sent once per member and key, an official one once per key. */
  send_key: string;
  template: string | null;
  /** JSON object of the template's parameters; `{}` for a plain message. */
  params: string;
  title: string;
  body: string;
  /** The operator who sent an official message; null for the site's own messages. */
  operator_id: string | null;
  created_at: number;
}

/** A member has read a message: one row per member and message, never removed. */
export interface MessageReadsTable {
  user_id: string;
  message_id: string;
  read_at: number;
}

/** The messages module's tables, customer service's included. */
export interface MessagesTables extends SupportTables {
  messages: MessagesTable;
  message_reads: MessageReadsTable;
}

export type MessageRow = Selectable<MessagesTable>;
