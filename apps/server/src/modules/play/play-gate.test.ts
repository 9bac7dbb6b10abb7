import { AppError } from '@lootbay/shared/errors';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Trx } from '../../db/unit-of-work';
import { createPlayGate, type StandingRead } from './play-gate';

const trx = {} as Trx;

/** The catalogue key a check refused with, or null when it let the member through. */
function refusal(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
}

describe('the play gate', () => {
  it('reads the standing and every lent condition at once, and hands each condition its own values', () => {
    const gate = createPlayGate();
    const checked: [string, unknown][] = [];
    gate.addCondition({ columns: (owner) => ({ flag: sql`first(${owner})` }), check: (_trx, userId, values) => checked.push([userId, values]) });
    gate.addCondition({ columns: () => ({ flag: sql`second()`, other: sql`third()` }), check: (_trx, userId, values) => checked.push([userId, values]) });
    const reads: string[][] = [];
    const answered: unknown[] = [];
    gate.setStandingRead({
      query: (_userId, lent) => {
        reads.push(Object.keys(lent(sql.ref('o.id'))));
        return sql`select 1`;
      },
      check: (_db, _userId, rows) => {
        answered.push(rows);
        return { lent_0_flag: 1, lent_1_flag: 0, lent_1_other: 'x' };
      },
    });
    const carried = gate.carried(trx, 'member');
    expect(reads).toEqual([['lent_0_flag', 'lent_1_flag', 'lent_1_other']]);
    carried.pass([{ barred: 0 }]);
    expect(answered).toEqual([[{ barred: 0 }]]);
    expect(checked).toEqual([
      ['member', { flag: 1 }],
      ['member', { flag: 0, other: 'x' }],
    ]);
  });

  it('refuses with the standing before any condition, then with the first condition that refuses', () => {
    const gate = createPlayGate();
    const refusing = (error: 'ACCOUNT_CLOSING' | 'PLAY_BREAK_ACTIVE') => ({
      columns: () => ({}),
      check: () => {
        throw new AppError(error);
      },
    });
    gate.addCondition(refusing('ACCOUNT_CLOSING'));
    gate.addCondition(refusing('PLAY_BREAK_ACTIVE'));
    let barred = true;
    gate.setStandingRead({
      query: () => sql`select 1`,
      check: () => {
        if (barred) throw new AppError('ACCOUNT_BARRED_MINOR');
        return {};
      },
    });
    expect(refusal(() => gate.carried(trx, 'member').pass([]))).toBe('ACCOUNT_BARRED_MINOR');
    barred = false;
    expect(refusal(() => gate.carried(trx, 'member').pass([]))).toBe('ACCOUNT_CLOSING');
  });

  it('lets no one play without a standing read, and takes only one', () => {
    const gate = createPlayGate();
    const read: StandingRead = { query: () => sql`select 1`, check: () => ({}) };
    expect(() => gate.carried(trx, 'member')).toThrow(/no standing read/);
    gate.setStandingRead(read);
    expect(() => gate.setStandingRead(read)).toThrow(/already/);
  });
});
