import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { TEST_DIALECTS } from '../../test/helpers/databases';
import { readyPlayer } from '../../test/helpers/players';
import { createWalletService } from '../modules/wallet/wallet.service';

/** Numbers are numbers: a string, an array or a boolean where a money or count field is due is refused, and changes nothing. */
describe.each(TEST_DIALECTS)('loose input on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it.each([['"1"', '1'], ['[1]', [1]], ['true', true], ['1.5', 1.5]])('refuses num %s for an open and charges nothing', async (_label, num) => {
    const box = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'recoil' })).data;
    const member = await readyPlayer(t, box.price * 2);
    const answer = await t.call('/member/openBox', { id: 'recoil', num }, { token: member.token });
    expect(answer.code).toBe(20000);
    expect(await createWalletService({ db: t.database.db }).balance(member.userId, 'coin')).toBe(box.price * 2);
  });

  it('refuses an amount, a page or an odds version given as text', async () => {
    const member = await readyPlayer(t);
    expect((await t.call('/member/goldConvert', { amount: '100' }, { token: member.token })).code).toBe(20000);
    expect((await t.call('/member/goldConvert', { amount: [100] }, { token: member.token })).code).toBe(20000);
    expect((await t.call('/visitor/list/box', { page: '2' })).code).toBe(20000);
    expect((await t.call('/visitor/getBoxInfo', { id: 'recoil', version: '1' })).code).toBe(20000);
    expect((await t.call('/visitor/getBoxInfo', { id: 'recoil', version: 1 })).code).toBe(100);
  });
});
