import { afterEach, describe, expect, it } from 'vitest';
import { ERRORS } from '@lootbay/shared/errors';
import type { UserAsset } from '@lootbay/shared/schemas/wallet';
import { DEV_PAYMENT_SECRET } from '../../src/config';
import { sandboxCallback, sandboxEvent } from '../../src/providers/payments/sandbox';
import { createTestApp, type TestApp } from '../helpers/app';
import { ledgerViolations } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { registerMember, verifyAdult } from '../helpers/members';

/** The notify endpoint is open to anyone: what an anonymous flood or a replay can make the server store. */
describe.each(TEST_DIALECTS)('payment callbacks under abuse on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    if (t) expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
    await t?.close();
    t = undefined;
  });

  const start = async (perMinute: number) => {
    const app = await createTestApp(dialect, { env: { PAY_CALLBACK_PER_MINUTE: String(perMinute) } });
    t = app;
    const member = await registerMember(app);
    await verifyAdult(app, member.token);
    const order = await app.call<{ orderNo: string }>('/pay-member/on_pay_url', { packageId: 'p30', payType: 'alipay' }, { token: member.token });
    const notify = (body: string, headers: Record<string, string>, remoteAddress = '203.0.113.7') =>
      app.inject({ method: 'POST', url: '/api/common/pay/onPay', headers, payload: body, remoteAddress }).then((response) => response.json() as { code: number; data: { outcome: string } | null });
    const rows = async () => Number((await app.database.db.kysely.selectFrom('pay_callbacks').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
    const coins = async () => (await app.call<UserAsset>('/member/userAsset', {}, { token: member.token })).data.coin;
    return { app, orderNo: order.data.orderNo, notify, rows, coins };
  };

  it('stores nothing for 500 unsigned or forged posts, and one row for a valid callback replayed 1,000 times', { timeout: 120_000 }, async () => {
    const { orderNo, notify, rows, coins } = await start(5_000);
    const paid = sandboxCallback(DEV_PAYMENT_SECRET, sandboxEvent({ orderNo, amount: 3_000 }, 'paid'), Date.now());
    const forged = sandboxCallback('a-forger-guessing-the-secret-0000000000', sandboxEvent({ orderNo, amount: 3_000 }, 'paid'), Date.now());
    for (let batch = 0; batch < 10; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          index % 2 === 0 ? notify(paid.body, { 'content-type': 'application/json' }) : notify(forged.body, forged.headers),
        ),
      );
      expect(answers.every((answer) => answer.code === ERRORS.PAY_CALLBACK_SIGNATURE_INVALID.code)).toBe(true);
    }
    // A notify body is a small JSON document: a large one is refused before it is read whole.
    expect((await notify(JSON.stringify({ pad: 'x'.repeat(100_000) }), paid.headers)).code).toBe(ERRORS.BODY_TOO_LARGE.code);
    expect(await rows()).toBe(0);
    expect(await coins()).toBe(0);

    const outcomes = new Map<string, number>();
    for (let batch = 0; batch < 20; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => notify(paid.body, paid.headers)));
      for (const answer of answers) outcomes.set(answer.data?.outcome ?? String(answer.code), (outcomes.get(answer.data?.outcome ?? String(answer.code)) ?? 0) + 1);
    }
    expect(Object.fromEntries(outcomes)).toEqual({ credited: 1, duplicate: 999 });
    expect(await rows()).toBe(1);
    expect(await coins()).toBe(3_000 + 150 + 300);
  });

  it('refuses a signed event whose text holds a NUL character, and stores nothing', async () => {
    const { orderNo, notify, rows, coins } = await start(5_000);
    const nul = sandboxCallback(DEV_PAYMENT_SECRET, { ...sandboxEvent({ orderNo, amount: 3_000 }, 'paid'), orderNo: `${orderNo}\u0000` }, Date.now());
    expect((await notify(nul.body, nul.headers)).code).toBe(ERRORS.TEXT_HAS_NUL.code);
    expect(await rows()).toBe(0);
    expect(await coins()).toBe(0);
  });

  it('limits callbacks per client address, generously but finitely', async () => {
    const { orderNo, notify, coins } = await start(30);
    const unsigned = JSON.stringify(sandboxEvent({ orderNo, amount: 3_000 }, 'paid'));
    // One after another: the in-memory limiter answers a burst with the count it reached at its end.
    const flood: { code: number }[] = [];
    for (let index = 0; index < 40; index += 1) flood.push(await notify(unsigned, { 'content-type': 'application/json' }));
    expect(flood.filter((answer) => answer.code === ERRORS.PAY_CALLBACK_SIGNATURE_INVALID.code)).toHaveLength(30);
    expect(flood.slice(30).every((answer) => answer.code === ERRORS.RATE_LIMITED.code)).toBe(true);
    // The provider's own address is not held back by the flood from another.
    const paid = sandboxCallback(DEV_PAYMENT_SECRET, sandboxEvent({ orderNo, amount: 3_000 }, 'paid'), Date.now());
    expect(await notify(paid.body, paid.headers, '198.51.100.20')).toMatchObject({ code: 100, data: { outcome: 'credited' } });
    expect(await coins()).toBe(3_450);
  });
});
