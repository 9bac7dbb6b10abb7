import type { Selectable } from 'kysely';

/** A member's one conversation with customer service. */
export interface SupportConversationsTable {
  id: string;
  user_id: string;
  /** When the member last read it, and support; a line after that is unread by them. */
  member_read_at: number;
  support_read_at: number;
  last_line_at: number;
  /** `member` or `support`: who spoke last (a conversation waits for support while it is the member). */
  last_from: string;
  created_at: number;
}

/** A line of a conversation, never changed. */
export interface SupportLinesTable {
  id: string;
  conversation_id: string;
  /** `member` or `support`. */
  author: string;
  /** The operator who answered; null for the member's lines. */
  operator_id: string | null;
  text: string;
  /** The sender's key for the line: a retried send writes it once. */
  send_key: string;
  created_at: number;
}

export interface SupportTables {
  support_conversations: SupportConversationsTable;
  support_lines: SupportLinesTable;
}

export type SupportConversationRow = Selectable<SupportConversationsTable>;
export type SupportLineRow = Selectable<SupportLinesTable>;
