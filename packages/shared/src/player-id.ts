/**
 * A member's id as a player reads and quotes it: the first eight characters of the account's id,
 * upper case. Pages show it; the whole id stays in the element's title and in the data export.
 */
export function shortPlayerId(userId: string): string {
  return userId.replaceAll('-', '').slice(0, 8).toUpperCase();
}
