import { createHash } from 'node:crypto';
import pg from 'pg';

/** Only these statements can be prepared; anything else (DDL in migrations) runs as it is. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

const names = new Map<string, string>();

/** A stable name per statement text: PostgreSQL parses and plans a named statement once per connection. */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `l${createHash('sha1').update(text).digest('hex')}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A pg client whose parameterised statements are prepared: the play path runs a dozen short
 * statements per request, and parsing and planning each again was a large part of PostgreSQL's
 * work. Statement texts are few (Kysely writes the same text for the same shape of query), so
 * each connection keeps a bounded set of plans.
 */
export class PreparedStatementsClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && Array.isArray(values) && PREPARABLE.test(text)) {
      return super.query({ name: statementName(text), text, values } as never, ...(args.slice(2) as [])) as never;
    }
    return (super.query as (...params: unknown[]) => never)(...args);
  }
}
