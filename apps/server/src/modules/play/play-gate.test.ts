import { AppError } from '@lootbay/shared/errors';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Trx } from '../../db/unit-of-work';
import { createPlayGate } from './play-gate';

const trx = {} as Trx;

describe('the play gate', () => {
  it('reads the standing and every lent condition at once, and hands each condition its own values', async () => {
    const gate = createPlayGate();
    const checked: [string, unknown][] = [];
    gate.addCondition({ columns: (owner) => ({ flag: sql`first(${owner})` }), check: (_trx, userId, values) => checked.push([userId, values]) });
    gate.addCondition({ columns: () => ({ flag: sql`second()`, other: sql`third()` }), check: (_trx, userId, values) => checked.push([userId, values]) });
    const reads: string[][] = [];
    gate.setStandingRead(async (_trx, _userId, lent) => {
      reads.push(Object.keys(lent(sql.ref('o.id'))));
      return { lent_0_flag: 1, lent_1_flag: 0, lent_1_other: 'x' };
    });
    await gate.assert(trx, 'member');
    expect(reads).toEqual([['lent_0_flag', 'lent_1_flag', 'lent_1_other']]);
    expect(checked).toEqual([
      ['member', { flag: 1 }],
      ['member', { flag: 0, other: 'x' }],
    ]);
  });

  it('refuses with the standing before any condition, then with the first condition that refuses', async () => {
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
    gate.setStandingRead(async () => {
      if (barred) throw new AppError('ACCOUNT_BARRED_MINOR');
      return {};
    });
    await expect(gate.assert(trx, 'member')).rejects.toMatchObject({ key: 'ACCOUNT_BARRED_MINOR' });
    barred = false;
    await expect(gate.assert(trx, 'member')).rejects.toMatchObject({ key: 'ACCOUNT_CLOSING' });
  });

  it('lets no one play without a standing read, and takes only one', async () => {
    const gate = createPlayGate();
    await expect(gate.assert(trx, 'member')).rejects.toThrow(/no standing read/);
    gate.setStandingRead(async () => ({}));
    expect(() => gate.setStandingRead(async () => ({}))).toThrow(/already/);
  });
});
