import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { Trx } from '../../db/unit-of-work';

/** SQL expressions the gate's one read selects, under names of their lender's choosing. */
export type GateColumns = Readonly<Record<string, RawBuilder<unknown>>>;

/** What the gate's one read found for the expressions a condition lent, under the same names. */
export type GateValues = Readonly<Record<string, unknown>>;

/**
 * A condition a module lends the gate: expressions over its own tables for the person behind the
 * account (`owner` is the SQL of the household owner's id), and the check of their values, which
 * refuses by throwing the module's catalogue error. `trx` is the play's transaction, or null when
 * the gate was asked outside one.
 */
export interface GateCondition {
  readonly columns: (owner: RawBuilder<string>) => GateColumns;
  readonly check: (trx: Trx | null, userId: string, values: GateValues) => void;
}

/**
 * The gate's one read, the account module's: the member's standing, in the same statement as the
 * lent expressions, and its check, which refuses by the module's own errors (signed out, barred,
 * disabled, unverified) and answers the lent values.
 */
export interface StandingRead {
  /** One row per account of the member's household, none when there is no such member; the lent expressions are columns of it. */
  readonly query: (userId: string, lent: (owner: RawBuilder<string>) => GateColumns) => RawBuilder<GateValues>;
  readonly check: (db: Kysely<Database>, userId: string, rows: readonly GateValues[]) => GateValues;
}

/** The gate's read for a play's first statement to carry, and the check of what it answered. */
export interface CarriedGate {
  readonly read: RawBuilder<GateValues>;
  readonly pass: (rows: readonly GateValues[]) => void;
}

/** One condition a stake must meet (a loss limit), with what the play stakes in all with it, hundredths of a coin. */
export type StakeCheck = (trx: Trx, userId: string, value: number) => Promise<void>;

/**
 * The one "may play" gate every game passes through: adult, verified and not disabled (the account
 * module's standing), not closing (privacy), not on a break, and every stake within the member's
 * loss limits (responsible play). Each module keeps its own tables and checks; the standing and
 * every lent condition are read in one statement, since every play asks them all. A play the gate
 * refuses changes nothing. Bonuses (red packets, reward tasks) ask the same, outside a transaction.
 */
export function createPlayGate() {
  let standing: StandingRead | undefined;
  const conditions: GateCondition[] = [];
  const stakeChecks: StakeCheck[] = [];
  const prefix = (index: number) => `lent_${index}_`;

  function lentColumns(owner: RawBuilder<string>): GateColumns {
    const all: Record<string, RawBuilder<unknown>> = {};
    conditions.forEach((condition, index) => {
      for (const [name, column] of Object.entries(condition.columns(owner))) all[prefix(index) + name] = column;
    });
    return all;
  }

  function valuesOf(read: GateValues, index: number): GateValues {
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(read)) if (name.startsWith(prefix(index))) values[name.slice(prefix(index).length)] = value;
    return values;
  }

  function gateFor(db: Kysely<Database>, trx: Trx | null, userId: string): CarriedGate {
    if (!standing) throw new Error('the play gate has no standing read: no one may play');
    const { query, check } = standing;
    return {
      read: query(userId, lentColumns),
      pass(rows) {
        const read = check(db, userId, rows);
        conditions.forEach((condition, index) => condition.check(trx, userId, valuesOf(read, index)));
      },
    };
  }

  async function assertMayPlay(db: Kysely<Database>, trx: Trx | null, userId: string): Promise<void> {
    const gate = gateFor(db, trx, userId);
    gate.pass((await gate.read.execute(db)).rows);
  }

  return {
    setStandingRead(read: StandingRead): void {
      if (standing) throw new Error('the play gate has a standing read already');
      standing = read;
    },
    addCondition(condition: GateCondition): void {
      conditions.push(condition);
    },
    addStakeCheck(check: StakeCheck): void {
      stakeChecks.push(check);
    },
    assert: (trx: Trx, userId: string): Promise<void> => assertMayPlay(trx, trx, userId),
    /** The same checks, of a read the caller sends with a statement of its own in the play's transaction (see `writeAndRead`). */
    carried: (trx: Trx, userId: string): CarriedGate => gateFor(trx, trx, userId),
    /** The same checks on the caller's pool, outside any transaction: a bonus reaches only a member who may play. */
    assertOutside: (db: Kysely<Database>, userId: string): Promise<void> => assertMayPlay(db, null, userId),
    /** Before the engine takes a stake from a member: `value` is what the play stakes in all with it. */
    async assertStake(trx: Trx, userId: string, value: number): Promise<void> {
      for (const check of stakeChecks) await check(trx, userId, value);
    },
  };
}

export type PlayGate = ReturnType<typeof createPlayGate>;
