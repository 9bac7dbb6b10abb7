import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_AUDIENCE, userAudience } from '@lootbay/shared/realtime-events';
import { DEFAULT_ACCOUNT_LIMITS, type AccountLimits } from '../modules/account/account.context';
import { createAccount } from '../modules/account/new-accounts';
import { createSessions, type Sessions } from '../modules/account/sessions';
import { createTestApp, type TestApp, type TestAppOptions } from '../../test/helpers/app';
import { TEST_DIALECTS } from '../../test/helpers/databases';
import { latestSmsCode, registerMember } from '../../test/helpers/members';
import { isType, messagesOfType, openSocket, type TestSocket } from '../../test/helpers/socket-client';
import { SESSION_ENDED_CLOSE_CODE } from './socket';

const client = { ip: '127.0.0.1', userAgent: 'vitest' };
const ended = { code: SESSION_ENDED_CLOSE_CODE, reason: 'session ended' };
const notice = (id: string) => ({ type: 'notice' as const, data: { id, title: '', body: '' } });
const noticeIds = (socket: TestSocket) => messagesOfType(socket, 'notice').map((data) => (data as { id: string }).id);

/** How the server closed the socket, or a clear failure if it stays open. */
function closing(socket: TestSocket): Promise<{ code: number; reason: string }> {
  const open = new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('the socket is still open')), 5_000).unref());
  return Promise.race([socket.closed, open]);
}

/** A listening app whose sockets resolve tokens through the account module, as in production (no session double). */
async function listeningApp(dialect: (typeof TEST_DIALECTS)[number], options: TestAppOptions = {}) {
  const testApp = await createTestApp(dialect, { seed: false, ...options });
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  return testApp;
}

/** Issues sessions in the app's database, as a sign-in would. */
function sessionsOf(testApp: TestApp, limits: Partial<AccountLimits> = {}): Sessions {
  const { db } = testApp.database;
  return createSessions({
    db: db.kysely,
    transaction: db.transaction,
    dialect: db.dialect,
    secret: testApp.config.sessionSecret,
    timeZone: testApp.config.timeZone,
    limits: { ...DEFAULT_ACCOUNT_LIMITS, ...limits },
    now: Date.now,
  });
}

/** A member socket of that token, once greeted. */
async function memberSocket(testApp: TestApp, token: string): Promise<TestSocket> {
  const { port } = testApp.app.server.address() as AddressInfo;
  const socket = await openSocket(`ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(token)}`);
  expect(JSON.parse(await socket.take(isType('hello'))).data).toMatchObject({ authenticated: true });
  return socket;
}

describe.each(TEST_DIALECTS)('realtime socket with account sessions on %s', (dialect) => {
  let testApp: TestApp;
  let sessions: Sessions;

  beforeAll(async () => {
    testApp = await listeningApp(dialect);
    sessions = sessionsOf(testApp);
  });
  afterAll(() => testApp.close());

  it('treats a live session token as its member, and a revoked one as a visitor', async () => {
    const user = await createAccount(testApp.database.db.kysely, { nickname: 'dora' }, Date.now());
    const token = await sessions.start(user.id, client);
    const member = await memberSocket(testApp, token);
    await testApp.app.realtime.publish(userAudience(user.id), notice('private'));
    await member.take(isType('notice'));
    expect(noticeIds(member)).toEqual(['private']);
    await member.close();

    const live = await sessions.resolver.resolve(token);
    if (!live) throw new Error('session should be live');
    await sessions.end(live.sessionId);
    const { port } = testApp.app.server.address() as AddressInfo;
    const revoked = await openSocket(`ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(token)}`);
    expect(JSON.parse(await revoked.take(isType('hello'))).data).toMatchObject({ authenticated: false });
    await revoked.close();
  });

  it('closes every socket of a session when the member signs out, and no other session’s', async () => {
    const member = await registerMember(testApp);
    const otherDevice = await sessions.start(member.userId, client);
    const tabs = [await memberSocket(testApp, member.token), await memberSocket(testApp, member.token)];
    const elsewhere = await memberSocket(testApp, otherDevice);

    expect((await testApp.call('/common/user/logout', {}, { token: member.token })).code).toBe(100);
    for (const tab of tabs) expect(await closing(tab)).toEqual(ended);
    await testApp.app.realtime.publish(userAudience(member.userId), notice('after-sign-out'));
    await elsewhere.take((text) => text.includes('after-sign-out'));
    for (const tab of tabs) expect(noticeIds(tab)).toEqual([]);
    await elsewhere.close();
  });

  it('closes the sockets of the other sessions when the password changes, not those of the session that changed it', async () => {
    const member = await registerMember(testApp);
    const otherDevice = await sessions.start(member.userId, client);
    const changing = await memberSocket(testApp, member.token);
    const other = await memberSocket(testApp, otherDevice);

    expect((await testApp.call('/member/sendUpdatePassWordCode', {}, { token: member.token })).code).toBe(100);
    const code = await latestSmsCode(testApp, member.mobile);
    expect((await testApp.call('/member/updatePassword', { password: 'Lb-socket-check-7', code }, { token: member.token })).code).toBe(100);
    expect(await closing(other)).toEqual(ended);

    await testApp.app.realtime.publish(userAudience(member.userId), notice('after-password'));
    await changing.take((text) => text.includes('after-password'));
    expect(noticeIds(other)).toEqual([]);
    await changing.close();
  });

  it('closes the socket of the session an account switch ends', async () => {
    const member = await registerMember(testApp);
    const sub = await testApp.call<{ created: { userId: string } }>('/app/user/create-sub-account', {}, { token: member.token });
    const before = await memberSocket(testApp, member.token);
    const switched = await testApp.call<{ tokenValue: string }>('/changeAccount', { id: sub.data.created.userId }, { token: member.token });
    expect(switched.code).toBe(100);
    expect(await closing(before)).toEqual(ended);
  });

  it('sends nothing private on a socket whose session has expired since it connected, and closes it', async () => {
    // A session unused for 1.5 s expires; the app's own checks run every 30 s, so only delivery notices it.
    const shortLived = sessionsOf(testApp, { sessionIdleMs: 1_500 });
    const user = await createAccount(testApp.database.db.kysely, { nickname: 'eva' }, Date.now());
    const socket = await memberSocket(testApp, await shortLived.start(user.id, client));
    await new Promise((resolve) => setTimeout(resolve, 1_600));

    await testApp.app.realtime.publish(userAudience(user.id), notice('after-expiry'));
    expect(await closing(socket)).toEqual(ended);
    expect(noticeIds(socket)).toEqual([]);
  });
});

describe.each(TEST_DIALECTS)('realtime session checks on %s', (dialect) => {
  let testApp: TestApp;
  let sessions: Sessions;

  beforeAll(async () => {
    testApp = await listeningApp(dialect, { deps: { realtime: { sessionCheckMs: 100 } } });
    sessions = sessionsOf(testApp);
  });
  afterAll(() => testApp.close());

  async function memberWithSocket(nickname: string) {
    const user = await createAccount(testApp.database.db.kysely, { nickname }, Date.now());
    const token = await sessions.start(user.id, client);
    const live = await sessions.resolver.resolve(token);
    if (!live) throw new Error('session should be live');
    return { userId: user.id, sessionId: live.sessionId, socket: await memberSocket(testApp, token) };
  }

  it('closes the sockets of sessions that ended where no sign-out announced it, and keeps the others', async () => {
    const { kysely } = testApp.database.db;
    const disabled = await memberWithSocket('fay');
    const expired = await memberWithSocket('gus');
    const revoked = await memberWithSocket('hal');
    const untouched = await memberWithSocket('ivy');

    // As an operator or the clock would: straight in the database, with no announcement.
    await kysely.updateTable('users').set({ disabled: 1 }).where('id', '=', disabled.userId).execute();
    await kysely.updateTable('user_sessions').set({ expires_at: Date.now() - 1 }).where('id', '=', expired.sessionId).execute();
    await kysely.updateTable('user_sessions').set({ revoked_at: Date.now() }).where('id', '=', revoked.sessionId).execute();

    for (const member of [disabled, expired, revoked]) expect(await closing(member.socket)).toEqual(ended);
    await testApp.app.realtime.publish(PUBLIC_AUDIENCE, notice('after-checks'));
    await untouched.socket.take((text) => text.includes('after-checks'));
    await untouched.socket.close();
  });
});
