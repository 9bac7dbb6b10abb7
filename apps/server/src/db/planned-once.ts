/**
 * SQLite (built with STAT4, as better-sqlite3 is) plans a statement again whenever a value bound
 * to it might change its plan: a parameter compared with an indexed column in a join, or a
 * parameter in LIMIT. Kysely binds every value, so a session lookup or the play gate was planned
 * afresh on every run, at seven times the cost of running it (decision 0095). A parameter written
 * `+?` is an expression rather than a bare parameter: the same value, type and affinity, the same
 * indexes, and one plan for every value.
 *
 * Rewrites each `?` outside quotes and comments; a text is rewritten once, when it is prepared.
 */
export function plannedOnce(text: string): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const span = QUOTED.find(([open]) => text.startsWith(open, index));
    if (span) {
      const end = text.indexOf(span[1], index + span[0].length);
      const stop = end === -1 ? text.length : end + span[1].length;
      out += text.slice(index, stop);
      index = stop;
      continue;
    }
    out += text[index] === '?' ? '+?' : text[index];
    index += 1;
  }
  return out;
}

/**
 * Strings, quoted names and comments, by how they open and close. A doubled quote inside a string
 * reads as two strings side by side, which are copied the same.
 */
const QUOTED: readonly (readonly [open: string, close: string])[] = [
  ["'", "'"],
  ['"', '"'],
  ['`', '`'],
  ['[', ']'],
  ['--', '\n'],
  ['/*', '*/'],
];
