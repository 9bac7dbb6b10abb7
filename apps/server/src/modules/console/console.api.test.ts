import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ENROLMENT_MS, CONSOLE_SESSION_MS } from '@lootbay/shared/console';
import type { AuditPage, ConsoleLoginAnswer, ConsoleMe } from '@lootbay/shared/schemas/console';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { registerMember } from '../../../test/helpers/members';
import { consoleCall, signedInOperator, type TestOperator } from '../../../test/kits/console';
import { totpCode } from './console.totp';

describe.each(TEST_DIALECTS)('console sign-in and audit on %s', (dialect) => {
  let t: TestApp;
  let owner: TestOperator;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await signedInOperator(t, 'owner');
  });
  afterAll(() => t.close());

  it('signs in with password and authenticator code; a wrong, missing or replayed code gives no token', async () => {
    const later = Date.now() + 30_000;
    const missing = await consoleCall<ConsoleLoginAnswer>(t, 'login', { account: owner.account, password: owner.password });
    expect(missing.code).toBe(21001);
    expect(missing.data).toBeNull();
    const wrong = await consoleCall(t, 'login', { account: owner.account, password: owner.password, totp: '000000' });
    expect(wrong.code).toBe(21001);
    const code = totpCode(owner.totpSecret, later);
    const good = await consoleCall<ConsoleLoginAnswer>(t, 'login', { account: owner.account, password: owner.password, totp: code });
    expect(good.code).toBe(100);
    expect(good.data.token).toMatch(/^[\w-]{40,}$/);
    const replayed = await consoleCall<ConsoleLoginAnswer>(t, 'login', { account: owner.account, password: owner.password, totp: code });
    expect(replayed.code).toBe(21001);
    const wrongPassword = await consoleCall(t, 'login', { account: owner.account, password: 'not-the-password', totp: totpCode(owner.totpSecret, later + 30_000) });
    expect(wrongPassword.code).toBe(21001);

    const me = await consoleCall<ConsoleMe>(t, 'me', {}, good.data.token!);
    expect(me.data).toMatchObject({ account: owner.account, role: 'owner', enrolled: true });
    expect(me.data.permissions).toContain('audit.read');
  });

  it('never takes a player token, and ends a session at logout', async () => {
    const player = await registerMember(t);
    expect((await consoleCall(t, 'me', {}, player.token)).code).toBe(21002);
    const asPlayerHeader = await t.inject({ method: 'POST', url: '/admin/api/me', headers: { token: owner.token }, payload: {} });
    expect(asPlayerHeader.json()).toMatchObject({ code: 21002 });

    const other = await signedInOperator(t, 'support');
    expect((await consoleCall(t, 'logout', {}, other.token)).code).toBe(100);
    expect((await consoleCall(t, 'me', {}, other.token)).code).toBe(21002);
  });

  it('lists the audit log newest first, with who, what, on which target and when', async () => {
    const created = await consoleCall<{ id: string }>(t, 'operators/create', { account: `aud-${Date.now()}`, password: 'a-long-password-1', role: 'auditor', reason: 'quarterly review' }, owner.token);
    expect(created.code).toBe(100);
    const page = await consoleCall<AuditPage>(t, 'audit', { page: 1, size: 5 }, owner.token);
    expect(page.code).toBe(100);
    expect(page.data.list[0]).toMatchObject({ actor: owner.account, action: 'operators/create', target: `operator:${created.data.id}`, reason: 'quarterly review' });
    const times = page.data.list.map((entry) => entry.at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('ends a session eight hours after sign-in, and an unconfirmed enrolment after fifteen minutes', async () => {
    let now = Date.now();
    const timed = await createTestApp(dialect, { deps: { clock: () => now } });
    try {
      const operator = await signedInOperator(timed, 'operator');
      const owner = await signedInOperator(timed, 'owner');
      now += CONSOLE_SESSION_MS - 1_000;
      expect((await consoleCall(timed, 'me', {}, operator.token)).code).toBe(100);
      now += 2_000;
      expect((await consoleCall(timed, 'me', {}, operator.token)).code).toBe(21002);
      expect((await consoleCall(timed, 'me', {}, owner.token)).code).toBe(21002);

      now = Date.now();
      const second = await signedInOperator(timed, 'owner');
      await consoleCall(timed, 'operators/change', { id: operator.operatorId, resetTotp: true, reason: 'new phone' }, second.token);
      const login = await consoleCall<ConsoleLoginAnswer>(timed, 'login', { account: operator.account, password: operator.password });
      now += CONSOLE_ENROLMENT_MS + 1_000;
      expect((await consoleCall(timed, 'enrol', { totp: totpCode(login.data.enrolment!.totpSecret, Date.now()) }, login.data.enrolment!.enrolToken)).code).toBe(21002);
    } finally {
      await timed.close();
    }
  });

  it('keeps at least one active owner, and a disabled operator can no longer sign in or call', async () => {
    const other = await signedInOperator(t, 'operator');
    const disabled = await consoleCall(t, 'operators/change', { id: other.operatorId, disabled: true, reason: 'left the team' }, owner.token);
    expect(disabled.code).toBe(100);
    expect((await consoleCall(t, 'me', {}, other.token)).code).toBe(21002);
    const login = await consoleCall(t, 'login', { account: other.account, password: other.password, totp: totpCode(other.totpSecret, Date.now() + 30_000) });
    expect(login.code).toBe(21001);

    const solo = await createTestApp(dialect);
    try {
      const only = await signedInOperator(solo, 'owner');
      expect((await consoleCall(solo, 'operators/change', { id: only.operatorId, role: 'auditor', reason: 'oops' }, only.token)).code).toBe(21008);
      expect((await consoleCall(solo, 'operators/change', { id: only.operatorId, disabled: true, reason: 'oops' }, only.token)).code).toBe(21008);
    } finally {
      await solo.close();
    }
  });
});
