import { randomBytes, randomInt } from 'node:crypto';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { idNumberCheckCharacter, type BirthDate, type MemberUser } from '@lootbay/shared/schemas/account';
import type { Envelope } from '@lootbay/shared/schemas/common';
import type { TestApp } from './app';

/** A random phone number of the spec's shape (11 digits starting with 1). */
export function randomMobile(): string {
  return `1${randomInt(3, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** A random client address, so per-address limits of one test do not reach another's members. */
export function randomIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * An 18-character id number with a correct GB 11643 check character: region (6 digits), birth
 * date, a 3-digit sequence, then the check character.
 */
export function generateIdNumber(birth: BirthDate, options: { region?: string; sequence?: number } = {}): string {
  const region = options.region ?? '110101';
  const sequence = String(options.sequence ?? randomInt(0, 1000)).padStart(3, '0');
  const first17 = `${region}${String(birth.year).padStart(4, '0')}${String(birth.month).padStart(2, '0')}${String(birth.day).padStart(2, '0')}${sequence}`;
  return first17 + idNumberCheckCharacter(first17);
}

/** An adult's id number, unique enough for one test database. */
export function adultIdNumber(): string {
  return generateIdNumber({ year: randomInt(1960, 2000), month: randomInt(1, 13), day: randomInt(1, 29) }, { region: `${randomInt(110000, 660000)}` });
}

/** A signed catalogue call from a given address (the test app's `call` always comes from 127.0.0.1). */
export async function callFrom<T>(testApp: TestApp, remoteAddress: string, path: string, body: Record<string, unknown> = {}, token?: string): Promise<Envelope<T>> {
  const apiPath = `/api${path}`;
  const response = await testApp.inject({
    method: 'POST',
    url: `${apiPath}?auth_key=${signAuthKey(apiPath, Date.now() / 1000, testApp.config.authKey)}`,
    headers: token ? { token } : {},
    remoteAddress,
    payload: { platform: 'pc', sid: 1100, type: 1, locale: 'en', ...body },
  });
  return response.json() as Envelope<T>;
}

/** The newest code the sandbox sent to a phone, read from `GET /dev/sms`. */
export async function latestSmsCode(testApp: TestApp, mobile: string): Promise<string> {
  const response = await testApp.inject({ method: 'GET', url: `/dev/sms?mobile=${mobile}` });
  const outbox = response.json() as Envelope<{ code: string }[]>;
  const code = outbox.data[0]?.code;
  if (!code) throw new Error(`no SMS was sent to ${mobile}`);
  return code;
}

function expectSuccess<T>(envelope: Envelope<T>, what: string): T {
  if (envelope.code !== 100) throw new Error(`${what} failed: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

export interface RegisteredMember {
  readonly token: string;
  readonly userId: string;
  readonly mobile: string;
}

/** Registers a new member through the real flow: sendMobileCode → GET /dev/sms → loginSms. */
export async function registerMember(testApp: TestApp, options: { mobile?: string; inviteCode?: string; ip?: string } = {}): Promise<RegisteredMember> {
  const mobile = options.mobile ?? randomMobile();
  const ip = options.ip ?? randomIp();
  expectSuccess(await callFrom(testApp, ip, '/visitor/sendMobileCode', { mobile }), 'sendMobileCode');
  const code = await latestSmsCode(testApp, mobile);
  const body = { mobile, code, ...(options.inviteCode ? { inviteCode: options.inviteCode } : {}) };
  const answer = expectSuccess(await callFrom<{ token: string; user: MemberUser }>(testApp, ip, '/loginSms', body), 'loginSms');
  return { token: answer.token, userId: answer.user.userId, mobile };
}

/** Passes real-name verification as an adult with a freshly generated, valid id number. */
export async function verifyAdult(testApp: TestApp, token: string, options: { realName?: string; idNumber?: string } = {}): Promise<void> {
  const body = { realName: options.realName ?? '张三', idNumber: options.idNumber ?? adultIdNumber() };
  expectSuccess(await testApp.call('/visitor/user/authentication', body, { token }), 'real-name verification');
}

/** What the web app does once a member signs in: it makes a random seed on the device and sends it. */
export async function sendDeviceSeed(testApp: TestApp, token: string): Promise<string> {
  const userSeed = `device-${randomBytes(8).toString('hex')}`;
  const answer = await testApp.call('/member/updateUserSeed', { userSeed }, { token });
  if (answer.code !== 100) throw new Error(`device seed refused: ${answer.msg}`);
  return userSeed;
}

/** Sets a member's password through the real flow: a `password` code to the bound phone, then `/member/updatePassword`. */
export async function setPassword(testApp: TestApp, member: RegisteredMember, password: string): Promise<void> {
  expectSuccess(await testApp.call('/member/sendUpdatePassWordCode', {}, { token: member.token }), 'sendUpdatePassWordCode');
  const code = await latestSmsCode(testApp, member.mobile);
  expectSuccess(await testApp.call('/member/updatePassword', { password, code }, { token: member.token }), 'updatePassword');
}
