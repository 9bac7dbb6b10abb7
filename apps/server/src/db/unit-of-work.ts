import { sql, type Insertable, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from './database';
import { insertRows } from './insert-rows';

/** A transaction of the unit of work; every function that reads or writes as part of one takes it. */
export type Trx = Transaction<Database>;

export type Work<T> = (trx: Trx) => Promise<T>;

/** What a module may attach to the transaction it is called in. */
export interface UnitOfWork {
  /**
   * Runs at the end of the work, still inside the transaction, in the order registered. The wallet
   * touches its hot system accounts here, so their row locks are held only until the commit.
   */
  beforeCommit(hook: () => Promise<void>): void;
  /** Runs once the transaction has committed. It never fails the work: a failure is only logged. */
  afterCommit(hook: () => unknown): void;
  /**
   * Rows the work writes and reads nowhere before it ends (a result, an event, a roll, a chain
   * record). They are inserted together just before the before-commit hooks; on PostgreSQL in one
   * statement, one round trip instead of one per table.
   */
  append<T extends keyof Database & string>(table: T, rows: readonly Insertable<Database[T]>[]): void;
  /**
   * A write whose answer nothing reads, and whose rows nothing in the work reads after it (a
   * running total, a hot system account's balance): it goes out with the appends, at the end.
   * On PostgreSQL it shares their statement, so it must touch no appended row and no row another
   * such write touches (the parts of one statement do not see each other's changes).
   */
  appendWrite(statement: RawBuilder<unknown>): void;
  /**
   * A read for after the commit (the balances to announce), of what the work wrote before its
   * appends: it goes out with them, on PostgreSQL as the answer of their statement, so it costs no
   * round trip of its own. It must read no appended row and no row an appended write touches (on
   * PostgreSQL the answer of a statement does not see its parts' changes; on SQLite it runs first).
   * `use` gets its rows before the commit.
   */
  appendRead<R>(query: RawBuilder<R>, use: (rows: R[]) => void): void;
  /** State one module keeps for this transaction, made on first use (e.g. the balances to announce). */
  state<T>(owner: symbol, make: () => T): T;
}

export interface UnitLog {
  warn(object: object, message: string): void;
}

/** One write of the appends, with the number of parameters it binds when known without compiling it. */
interface Appended {
  readonly statement: RawBuilder<unknown>;
  readonly parameters: number | null;
}

/** PostgreSQL takes at most 65,535 parameters a statement; one statement of appends stays well below. */
const MAX_APPEND_PARAMETERS = 30_000;

/** A read that goes out with the appends, and what takes its rows. */
interface AppendedRead {
  readonly query: RawBuilder<unknown>;
  readonly use: (rows: unknown[]) => void;
}

/**
 * The appends as few statements as the parameter limit allows: data-modifying WITH clauses, all
 * run by one statement, the last of which answers with `answer` when there is one.
 */
function combinedStatements(appended: readonly Appended[], trx: Trx, answer?: RawBuilder<unknown>) {
  if (appended.length === 0) return answer ? [answer] : [];
  const groups: Appended[][] = [[]];
  let parameters = 0;
  for (const append of appended) {
    const bound = append.parameters ?? append.statement.compile(trx).parameters.length;
    if (parameters + bound > MAX_APPEND_PARAMETERS && groups.at(-1)!.length > 0) {
      groups.push([]);
      parameters = 0;
    }
    groups.at(-1)!.push(append);
    parameters += bound;
  }
  return groups.map((group, index) => {
    const last = index === groups.length - 1 ? answer : undefined;
    if (group.length === 1 && !last) return group[0]!.statement;
    return sql`with ${sql.join(group.map((append, part) => sql`${sql.raw(`appended_${part}`)} as (${append.statement})`))} ${last ?? sql`select 1`}`;
  });
}

/** The hooks and state of one unit of work; a retried work starts with a fresh one. */
export class Unit implements UnitOfWork {
  private readonly before: (() => Promise<void>)[] = [];
  private readonly after: (() => unknown)[] = [];
  private readonly states = new Map<symbol, unknown>();
  private appended: Appended[] = [];
  private reads: AppendedRead[] = [];

  /**
   * `combineAppends`: statements that go out together share one (PostgreSQL): all appends, and a
   * `writeAndRead` pair. SQLite, in process, runs one per table and one per part.
   */
  constructor(readonly combineAppends: boolean) {}

  beforeCommit(hook: () => Promise<void>): void {
    this.before.push(hook);
  }

  afterCommit(hook: () => unknown): void {
    this.after.push(hook);
  }

  append<T extends keyof Database & string>(table: T, rows: readonly Insertable<Database[T]>[]): void {
    if (rows.length > 0) this.appended.push({ statement: insertRows(table, rows), parameters: rows.length * Object.keys(rows[0]!).length });
  }

  appendWrite(statement: RawBuilder<unknown>): void {
    this.appended.push({ statement, parameters: null });
  }

  appendRead<R>(query: RawBuilder<R>, use: (rows: R[]) => void): void {
    this.reads.push({ query, use: use as (rows: unknown[]) => void });
  }

  state<T>(owner: symbol, make: () => T): T {
    if (!this.states.has(owner)) this.states.set(owner, make());
    return this.states.get(owner) as T;
  }

  /**
   * The hooks in order (a hook may register further hooks, and append), then the appends with the
   * reads: on PostgreSQL the first read answers the appends' last statement, any other is a
   * statement of its own before them; on SQLite the reads run first, then one statement per append.
   */
  async runBeforeCommit(trx: Trx): Promise<void> {
    for (let index = 0; index < this.before.length; index += 1) await this.before[index]!();
    const appended = this.appended;
    const reads = this.reads;
    this.appended = [];
    this.reads = [];
    const answered = this.combineAppends ? reads[0] : undefined;
    for (const read of reads) if (read !== answered) read.use((await read.query.execute(trx)).rows);
    if (!this.combineAppends) {
      for (const append of appended) await append.statement.execute(trx);
      return;
    }
    const statements = combinedStatements(appended, trx, answered?.query);
    for (const [index, statement] of statements.entries()) {
      const { rows } = await statement.execute(trx);
      if (answered && index === statements.length - 1) answered.use(rows);
    }
  }

  runAfterCommit(log: UnitLog): void {
    for (const hook of this.after) {
      try {
        void Promise.resolve(hook()).catch((error: unknown) => log.warn({ err: error }, 'after-commit hook failed'));
      } catch (error) {
        log.warn({ err: error }, 'after-commit hook failed');
      }
    }
  }
}

const units = new WeakMap<Trx, Unit>();

/** The unit of work a transaction belongs to. Only transactions opened by `db.transaction` have one. */
export function unitOf(trx: Trx): UnitOfWork {
  const unit = units.get(trx);
  if (!unit) throw new Error('this transaction was not opened by db.transaction(): open it there so hooks and retries apply');
  return unit;
}

const WRITTEN = 'written_rows';
const READ_ROW = 'read_row';

/**
 * A write and a read that does not depend on it (a play's claim and its gate's read), in one
 * round trip on PostgreSQL, where the read sees nothing of the write; on SQLite, the write then
 * the read. `write` must return its rows (`returning`); `read` may answer any number of rows.
 */
export async function writeAndRead<W, R>(trx: Trx, write: RawBuilder<W>, read: RawBuilder<R>): Promise<{ readonly written: W[]; readonly read: R[] }> {
  if (!units.get(trx)?.combineAppends) return { written: (await write.execute(trx)).rows, read: (await read.execute(trx)).rows };
  // Every row of the read beside the write's rows as JSON; one row of nulls, unmarked, when the read found none.
  const { rows } = await sql<Record<string, unknown>>`with written as (${write})
    select (select coalesce(json_agg(written), '[]') from written) as ${sql.id(WRITTEN)}, read.*
    from (select 1) as one left join (select 1 as ${sql.id(READ_ROW)}, r.* from (${read}) as r) as read on true`.execute(trx);
  const written = (rows[0]?.[WRITTEN] ?? []) as W[];
  const found = rows.filter((row) => row[READ_ROW] !== null).map(({ [WRITTEN]: _written, [READ_ROW]: _marker, ...row }) => row as R);
  return { written, read: found };
}

/** Binds a unit to the transaction its work runs in (group commit rebinds one transaction per work). */
export function bindUnit(trx: Trx, unit: Unit): void {
  units.set(trx, unit);
}

/** PostgreSQL deadlock_detected and serialization_failure: the whole work may simply run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);
export const MAX_ATTEMPTS = 4;

export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_CODES.has(code);
}

/**
 * One transaction per work on a pool (PostgreSQL): before-commit hooks run last inside it,
 * after-commit hooks once it committed, and a deadlock or serialization failure reruns the work.
 */
export function pooledTransactions(kysely: Kysely<Database>, log: UnitLog) {
  return async function transaction<T>(work: Work<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const unit = new Unit(true);
      try {
        const result = await kysely.transaction().execute(async (trx) => {
          bindUnit(trx, unit);
          const value = await work(trx);
          await unit.runBeforeCommit(trx);
          return value;
        });
        unit.runAfterCommit(log);
        return result;
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
      }
    }
  };
}
