import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oddsHash, boxOddsId } from '@lootbay/shared/fairness/odds-hash';
import type { OpenBoxAnswer } from '@lootbay/shared/schemas/boxes';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { AuditPage } from '@lootbay/shared/schemas/console';
import type { ConsoleBox, ConsoleBoxDetail } from '@lootbay/shared/schemas/console-catalog';
import type { RollProof } from '@lootbay/shared/schemas/fairness';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { ledgerViolations } from '../../../test/helpers/bank';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { readyPlayer } from '../../../test/helpers/players';
import { consoleCall, signedInOperator, type TestOperator } from '../../../test/kits/console';

describe.each(TEST_DIALECTS)('console catalogue on %s', (dialect) => {
  let t: TestApp;
  let operator: TestOperator;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    operator = await signedInOperator(t, 'operator');
  });
  afterAll(() => t.close());

  const detail = async (boxId: string, version?: number) => (await consoleCall<ConsoleBoxDetail>(t, 'boxes/detail', { boxId, ...(version ? { version } : {}) }, operator.token)).data;
  const oddsOf = (box: ConsoleBoxDetail) => box.items.map((item) => ({ ornamentId: item.id, probability: item.probability }));

  it('publishes a new odds version from probabilities; opens made before it still verify against the old one', async () => {
    const before = await detail('fracture');
    const player = await readyPlayer(t, before.box.price * 2);
    const [opened] = (await t.call<OpenBoxAnswer>('/member/openBox', { id: 'fracture' }, { token: player.token })).data.list;

    // Move one thousandth of a percent from the first item to the last: still exactly 100%.
    const items = oddsOf(before);
    items[0] = { ...items[0]!, probability: items[0]!.probability - 1 };
    items[items.length - 1] = { ...items.at(-1)!, probability: items.at(-1)!.probability + 1 };
    const published = await consoleCall<{ oddsVersion: number; expectedReturn: number; hash: string }>(t, 'boxes/odds', { boxId: 'fracture', price: before.box.price, items }, operator.token);
    expect(published.code).toBe(100);
    expect(published.data.oddsVersion).toBe(before.box.oddsVersion + 1);
    const after = await detail('fracture');
    expect(after.items.map((item) => item.probability)).toEqual(items.map((item) => item.probability));
    expect(after.items[0]!.rollFrom).toBe(1);
    expect(after.items.at(-1)!.rollTo).toBe(100_000);
    expect(after.versions.map((version) => version.version)).toEqual([published.data.oddsVersion, before.box.oddsVersion]);

    // The old open's proof names the old version, and the old table (unchanged) explains its roll point.
    const proof = (await t.call<RollProof>('/visitor/rollProof', { id: opened!.openId })).data;
    expect(proof.oddsId).toBe(boxOddsId('fracture', before.box.oddsVersion));
    const old = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'fracture', version: before.box.oddsVersion })).data;
    expect(await oddsHash({ id: boxOddsId('fracture', before.box.oddsVersion), price: old.price, entries: old.ornaments.map((item) => ({ from: item.rollFrom, to: item.rollTo, itemId: item.id, price: item.price })) })).toBe(proof.oddsHash);
    const won = old.ornaments.find((item) => item.rollFrom <= proof.rollPoint && proof.rollPoint <= item.rollTo)!;
    expect(won.id).toBe(opened!.ornament.id);

    const audit = (await consoleCall<AuditPage>(t, 'audit', { page: 1, size: 1, action: 'boxes/odds' }, (await signedInOperator(t, 'auditor')).token)).data.list[0]!;
    expect(audit).toMatchObject({ actor: operator.account, action: 'boxes/odds', target: 'box:fracture', before: { oddsVersion: before.box.oddsVersion } });
  });

  it('refuses odds that do not add up to exactly 100% or break the return policy, and changes nothing', async () => {
    const box = await detail('dreams');
    const items = oddsOf(box);
    const short = items.map((item, index) => (index === 0 ? { ...item, probability: item.probability - 1 } : item));
    expect((await consoleCall(t, 'boxes/odds', { boxId: 'dreams', price: box.box.price, items: short }, operator.token))).toMatchObject({ code: 21103, msg: 'Probabilities must add up to exactly 100%' });
    expect((await consoleCall(t, 'boxes/odds', { boxId: 'dreams', price: box.box.price * 3, items }, operator.token)).code).toBe(13005);
    expect((await consoleCall(t, 'boxes/odds', { boxId: 'dreams', price: box.box.price, items: [{ ornamentId: 'no-such-item', probability: 100_000 }] }, operator.token)).code).toBe(13007);
    expect((await detail('dreams')).box.oddsVersion).toBe(box.box.oddsVersion);
  });

  it('lets one of two racing edits of the same version win; the other changes nothing and is not audited', async () => {
    const box = await detail('dreams');
    const auditor = await signedInOperator(t, 'auditor');
    const auditTotal = async () => (await consoleCall<AuditPage>(t, 'audit', { page: 1, size: 1, action: 'boxes/odds' }, auditor.token)).data.total;
    const before = await auditTotal();
    const body = { boxId: 'dreams', price: box.box.price, items: oddsOf(box), basedOn: box.box.oddsVersion, reason: 'race' };
    const answers = await Promise.all([consoleCall(t, 'boxes/odds', body, operator.token), consoleCall(t, 'boxes/odds', body, operator.token)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([100, 13006]);
    expect((await detail('dreams')).box.oddsVersion).toBe(box.box.oddsVersion + 1);
    expect(await auditTotal()).toBe(before + 1);
  });

  it('creates a box players can open, hides it, and lists it again', async () => {
    const template = await detail('fracture');
    const created = await consoleCall<{ boxId: string; oddsVersion: number }>(
      t,
      'boxes/create',
      { id: 'console-made', name: { cn: '后台箱', br: 'Caixa do console', en: 'Console box' }, categoryId: template.box.categoryId, price: template.box.price, items: oddsOf(template), reason: 'launch' },
      operator.token,
    );
    expect(created).toMatchObject({ code: 100, data: { boxId: 'console-made', oddsVersion: 1 } });
    expect((await consoleCall(t, 'boxes/create', { id: 'console-made', name: { cn: 'x', br: 'x', en: 'x' }, categoryId: template.box.categoryId, price: template.box.price, items: oddsOf(template) }, operator.token)).code).toBe(21101);

    const player = await readyPlayer(t, template.box.price * 2);
    const opened = await t.call<OpenBoxAnswer>('/member/openBox', { id: 'console-made' }, { token: player.token });
    expect(opened.code).toBe(100);
    expect(opened.data.list[0]!.oddsVersion).toBe(1);

    const hidden = await consoleCall<ConsoleBox>(t, 'boxes/update', { boxId: 'console-made', visible: false, reason: 'pause sales' }, operator.token);
    expect(hidden.data.visible).toBe(false);
    expect((await t.call('/member/openBox', { id: 'console-made' }, { token: player.token })).code).toBe(13001);
    const listed = await consoleCall<{ list: ConsoleBox[] }>(t, 'boxes/list', { keyword: 'console-made', page: 1, size: 10 }, operator.token);
    expect(listed.data.list).toHaveLength(1);
    expect((await consoleCall(t, 'boxes/update', { boxId: 'console-made', visible: true, reason: 'resume' }, operator.token)).code).toBe(100);
    expect((await t.call('/member/openBox', { id: 'console-made' }, { token: player.token })).code).toBe(100);
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
  });

  it('changes an item price for new versions while published odds keep the price they were published with', async () => {
    const box = await detail('dreams');
    const item = box.items[0]!;
    const changed = await consoleCall<{ price: number }>(t, 'items/update', { ornamentId: item.id, price: item.price + 500, reason: 'market' }, operator.token);
    expect(changed.data.price).toBe(item.price + 500);
    expect((await detail('dreams', box.box.oddsVersion)).items[0]!.price).toBe(item.price);
    const search = await consoleCall<{ list: { id: string; price: number }[] }>(t, 'items/list', { keyword: item.id, page: 1, size: 5 }, operator.token);
    expect(search.data.list.find((row) => row.id === item.id)?.price).toBe(item.price + 500);
    expect((await consoleCall(t, 'items/update', { ornamentId: item.id, price: -1, reason: 'x' }, operator.token)).code).not.toBe(100);
    expect((await consoleCall(t, 'items/update', { ornamentId: item.id, price: 5 }, operator.token)).code).toBe(21005);
  });
});
