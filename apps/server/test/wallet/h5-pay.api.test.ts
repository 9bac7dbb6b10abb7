import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECHARGE_ORDER_TIMEOUT_MS } from '@lootbay/shared/constants';
import { ERRORS } from '@lootbay/shared/errors';
import type { PayInfo } from '@lootbay/shared/schemas/recharge';
import { createTestApp, type TestApp } from '../helpers/app';
import { ledgerViolations } from '../helpers/bank';
import { TEST_DIALECTS } from '../helpers/databases';
import { registerMember, verifyAdult, type RegisteredMember } from '../helpers/members';

/** Paying on a phone: `/api/pay/redirect/h5pay` sends the browser to the provider, `/api/h5/payInfo` shows the order on return. */
describe.each(TEST_DIALECTS)('phone (H5) payment over HTTP on %s', (dialect) => {
  let t: TestApp;
  let member: RegisteredMember;
  let orderNo: string;

  const h5pay = (token = member.token) => t.call<{ orderNo: string; payUrl: string; amount: number; status: string; expiresAt: number }>('/api/pay/redirect/h5pay', { orderNo }, { token });
  const payInfo = (token = member.token) => t.call<PayInfo>('/api/h5/payInfo', { orderNo }, { token });

  beforeEach(async () => {
    t = await createTestApp(dialect);
    member = await registerMember(t);
    await verifyAdult(t, member.token);
    orderNo = (await t.call<{ orderNo: string }>('/pay-member/on_pay_url', { packageId: 'p30', payType: 'wechat' }, { token: member.token })).data.orderNo;
  });
  afterEach(async () => {
    expect(await ledgerViolations(t.database.db.kysely)).toEqual([]);
    await t.close();
  });

  it('answers the phone checkout of an awaiting order, and the order as paid once the provider’s callback came', async () => {
    const redirect = await h5pay();
    expect(redirect.code).toBe(100);
    expect(redirect.data).toMatchObject({ orderNo, payUrl: `/sandbox/pay/${orderNo}?channel=h5`, amount: 3_000, status: 'awaiting' });
    const before = await payInfo();
    expect(before.data).toMatchObject({ orderNo, status: 'awaiting', payable: true, amountPaid: 3_000, amountReceived: 0 });
    expect(before.data.expiresAt).toBe(before.data.createdAt + RECHARGE_ORDER_TIMEOUT_MS);
    expect(redirect.data.expiresAt).toBe(before.data.expiresAt);

    const page = await t.inject({ method: 'GET', url: redirect.data.payUrl });
    expect(page.body).toContain('Sandbox phone checkout');
    await t.inject({ method: 'POST', url: `/sandbox/pay/${orderNo}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

    expect((await payInfo()).data).toMatchObject({ status: 'success', payable: false, amountReceived: 3_450 });
    expect((await h5pay()).code).toBe(ERRORS.ORDER_ALREADY_PAID.code);
  });

  it('refuses an order past its time, even before the scheduler marks it, and shows it as no longer payable', async () => {
    await t.database.db.kysely.updateTable('recharge_orders').set({ expires_at: Date.now() - 1 }).where('order_no', '=', orderNo).execute();
    expect(await h5pay()).toMatchObject({ code: ERRORS.ORDER_EXPIRED.code, msg: 'This order has timed out; please place a new one' });
    expect((await payInfo()).data).toMatchObject({ status: 'awaiting', payable: false });
  });

  it('shows another member neither the checkout nor the order', async () => {
    const other = await registerMember(t);
    await verifyAdult(t, other.token);
    expect((await h5pay(other.token)).code).toBe(ERRORS.ORDER_NOT_FOUND.code);
    expect((await payInfo(other.token)).code).toBe(ERRORS.ORDER_NOT_FOUND.code);
  });
});
