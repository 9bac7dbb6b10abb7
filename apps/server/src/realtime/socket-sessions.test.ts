import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAudience } from '@lootbay/shared/realtime-events';
import { DEFAULT_ACCOUNT_LIMITS } from '../modules/account/account.context';
import { createAccount } from '../modules/account/new-accounts';
import { createSessions, type Sessions } from '../modules/account/sessions';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { TEST_DIALECTS } from '../../test/helpers/databases';
import { isType, messagesOfType, openSocket } from '../../test/helpers/socket-client';

const client = { ip: '127.0.0.1', userAgent: 'vitest' };

describe.each(TEST_DIALECTS)('realtime socket with account sessions on %s', (dialect) => {
  let testApp: TestApp;
  /** Issues sessions in the app's database, as a sign-in would. */
  let sessions: Sessions;

  beforeAll(async () => {
    // No session double: the socket resolves tokens through the account module, as in production.
    testApp = await createTestApp(dialect, { seed: false });
    const { db } = testApp.database;
    sessions = createSessions({
      db: db.kysely,
      transaction: db.transaction,
      dialect: db.dialect,
      secret: testApp.config.sessionSecret,
      timeZone: testApp.config.timeZone,
      limits: DEFAULT_ACCOUNT_LIMITS,
      now: Date.now,
    });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => testApp.close());

  function url(token: string): string {
    const { port } = testApp.app.server.address() as AddressInfo;
    return `ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(token)}`;
  }

  it('treats a live session token as its member, and a revoked one as a visitor', async () => {
    const user = await createAccount(testApp.database.db.kysely, { nickname: 'dora' }, Date.now());
    const token = await sessions.start(user.id, client);
    const member = await openSocket(url(token));
    expect(JSON.parse(await member.take(isType('hello'))).data).toMatchObject({ authenticated: true });
    await testApp.app.realtime.publish(userAudience(user.id), { type: 'notice', data: { id: 'private', title: '', body: '' } });
    await member.take(isType('notice'));
    expect(messagesOfType(member, 'notice')).toEqual([{ id: 'private', title: '', body: '' }]);
    await member.close();

    const live = await sessions.resolver.resolve(token);
    if (!live) throw new Error('session should be live');
    await sessions.end(live.sessionId);
    const revoked = await openSocket(url(token));
    expect(JSON.parse(await revoked.take(isType('hello'))).data).toMatchObject({ authenticated: false });
    await revoked.close();
  });
});
