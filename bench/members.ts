import { randomInt } from 'node:crypto';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { idNumberCheckCharacter } from '@lootbay/shared/schemas/account';
import { COMMON_FIELDS } from './measure';

/**
 * A random client address for signing members up (each player signs up from their own address, and
 * the server limits sign-ups per address). The measured load itself needs none: member calls are
 * limited per member.
 */
export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export async function call<T>(baseUrl: string, authKey: string, path: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> {
  const apiPath = `/api${path}`;
  const response = await fetch(`${baseUrl}${apiPath}?auth_key=${signAuthKey(apiPath, Date.now() / 1000, authKey)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ...COMMON_FIELDS, ...body }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 100) throw new Error(`${path} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

function adultIdNumber(): string {
  const first17 = `${randomInt(110000, 660000)}${randomInt(1960, 2000)}${String(randomInt(1, 13)).padStart(2, '0')}${String(randomInt(1, 29)).padStart(2, '0')}${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return first17 + idNumberCheckCharacter(first17);
}

export interface BenchMember {
  readonly token: string;
}

/**
 * A member as a player becomes one: phone code sign-in, real-name verification, a seed made on the
 * device, and a recharge paid through the sandbox provider.
 */
export async function fundedMember(baseUrl: string, authKey: string, rechargeAmount: number): Promise<BenchMember> {
  const ip = { 'x-forwarded-for': randomIp() };
  const mobile = `1${randomInt(3, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  await call(baseUrl, authKey, '/visitor/sendMobileCode', { mobile }, ip);
  const outbox = (await (await fetch(`${baseUrl}/dev/sms?mobile=${mobile}`)).json()) as { data: { code: string }[] };
  const code = outbox.data[0]?.code;
  if (!code) throw new Error('the SMS sandbox sent no code');
  const { token } = await call<{ token: string }>(baseUrl, authKey, '/loginSms', { mobile, code }, ip);
  const member = { ...ip, token };
  await call(baseUrl, authKey, '/visitor/user/authentication', { realName: '张三', idNumber: adultIdNumber() }, member);
  await call(baseUrl, authKey, '/member/updateUserSeed', { userSeed: `bench-${randomInt(0, 2 ** 40)}` }, member);
  const order = await call<{ orderNo: string }>(baseUrl, authKey, '/pay-member/on_pay_url', { amount: rechargeAmount, payType: 'alipay' }, member);
  const paid = await fetch(`${baseUrl}/dev/pay/${order.orderNo}/succeed`, { method: 'POST' });
  if (!paid.ok) throw new Error(`sandbox payment failed: HTTP ${paid.status}`);
  // The provider's callback may come a moment after the checkout answered, as a real one's does.
  let status = '';
  for (let attempt = 0; attempt < 50 && status !== 'success'; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    status = (await call<{ status: string }>(baseUrl, authKey, '/member/searchRechargeStatus', { orderNo: order.orderNo }, member)).status;
  }
  if (status !== 'success') throw new Error(`recharge ended ${status}`);
  return { token };
}

/** Many members at once, a few sign-ups in flight at a time. */
export async function fundedMembers(baseUrl: string, authKey: string, count: number, rechargeAmount: number): Promise<BenchMember[]> {
  const members: BenchMember[] = [];
  let started = 0;
  const worker = async () => {
    for (; started < count; ) {
      started += 1;
      members.push(await fundedMember(baseUrl, authKey, rechargeAmount));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return members;
}
