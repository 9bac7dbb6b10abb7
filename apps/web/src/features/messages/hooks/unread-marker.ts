import { readText, STORAGE_KEYS, writeText } from '../../../lib/storage';

/** The spec's badge marker for messages: the last unread count, kept on the device so the badge shows before the server answers. */
export function storedUnread(): number | null {
  const text = readText(STORAGE_KEYS.messagesUnread);
  const count = text === null ? Number.NaN : Number(text);
  return Number.isInteger(count) && count >= 0 ? count : null;
}

export function rememberUnread(count: number): void {
  writeText(STORAGE_KEYS.messagesUnread, String(count));
}
