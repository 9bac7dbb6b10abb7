import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ROLES, roleMay, type ConsolePermission } from '@lootbay/shared/console';
import type { AuditPage, ConsoleLoginAnswer } from '@lootbay/shared/schemas/console';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { accessSamples } from '../../../test/kits/console-samples/access';
import type { ConsoleCall } from './console.calls';
import { catalogSamples } from '../../../test/kits/console-samples/catalog';
import { exponentSamples } from '../../../test/kits/console-samples/exponent';
import { fishingSamples } from '../../../test/kits/console-samples/fishing';
import { economySamples } from '../../../test/kits/console-samples/economy';
import { gameSamples } from '../../../test/kits/console-samples/games';
import { messageSamples } from '../../../test/kits/console-samples/messages';
import { moneySamples } from '../../../test/kits/console-samples/money';
import { playerSamples } from '../../../test/kits/console-samples/players';
import { promotionSamples } from '../../../test/kits/console-samples/promotions';
import { inviteSamples } from '../../../test/kits/console-samples/invite';
import type { CallSamples } from '../../../test/kits/console-samples/call-samples';
import { siteSamples } from '../../../test/kits/console-samples/site';
import { consoleCall, signedInOperator, TEST_OPERATOR_PASSWORD, type TestOperator } from '../../../test/kits/console';

/** Every area's sample bodies: a change call without one fails the audit test below. */
const SAMPLES: CallSamples = { ...accessSamples, ...catalogSamples, ...playerSamples, ...moneySamples, ...gameSamples, ...exponentSamples, ...fishingSamples, ...economySamples, ...siteSamples, ...promotionSamples, ...messageSamples, ...inviteSamples };

/** Calls that open or end a session themselves, tested in console.api.test.ts. */
const SESSION_CALLS = new Set(['login', 'enrol', 'logout']);

describe.each(TEST_DIALECTS)('console access and audit over every call on %s', (dialect) => {
  let t: TestApp;
  let calls: readonly ConsoleCall[];
  const byRole = new Map<string, TestOperator>();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    calls = t.app.operatorConsole.calls;
    for (const role of CONSOLE_ROLES) byRole.set(role, await signedInOperator(t, role));
  });
  afterAll(() => t.close());

  it('refuses every call without a session, with a bad token, or with a player token in either header', async () => {
    for (const call of calls.filter((c) => c.access !== 'public')) {
      expect((await consoleCall(t, call.path, {})).code, call.path).toBe(21002);
      expect((await consoleCall(t, call.path, {}, 'not-a-session')).code, call.path).toBe(21002);
      const response = await t.inject({ method: 'POST', url: `/admin/api/${call.path}`, headers: { token: byRole.get('owner')!.token }, payload: {} });
      expect(response.json().code, call.path).toBe(21002);
    }
  });

  it('refuses every call to a session whose authenticator is not confirmed', async () => {
    const fresh = await signedInOperator(t, 'owner');
    await consoleCall(t, 'operators/change', { id: fresh.operatorId, resetTotp: true, reason: 'lost phone' }, byRole.get('owner')!.token);
    const login = await consoleCall<ConsoleLoginAnswer>(t, 'login', { account: fresh.account, password: TEST_OPERATOR_PASSWORD });
    const enrolToken = login.data.enrolment!.enrolToken;
    expect(login.data.token).toBeNull();
    for (const call of calls.filter((c) => c.access !== 'public' && c.access !== 'enrolling')) {
      expect((await consoleCall(t, call.path, {}, enrolToken)).code, call.path).toBe(21003);
    }
  });

  it('refuses every call to a role that lacks its permission, before looking at the body', async () => {
    for (const call of calls.filter((c) => !['public', 'enrolling', 'signed-in'].includes(c.access))) {
      for (const role of CONSOLE_ROLES) {
        const answer = await consoleCall(t, call.path, {}, byRole.get(role)!.token);
        if (roleMay(role, call.access as ConsolePermission)) expect(answer.code, `${role} ${call.path}`).not.toBe(21004);
        else expect(answer.code, `${role} ${call.path}`).toBe(21004);
      }
    }
  });

  it('writes exactly one audit entry per change call, naming the operator, the action and its target', async () => {
    const owner = byRole.get('owner')!;
    const changes = calls.filter((c) => c.kind === 'change' && !SESSION_CALLS.has(c.path));
    expect(changes.filter((c) => !SAMPLES[c.path]).map((c) => c.path)).toEqual([]);
    for (const call of changes) {
      const body = await SAMPLES[call.path]!({ t, owner });
      const before = (await consoleCall<AuditPage>(t, 'audit', { page: 1, size: 1 }, owner.token)).data.total;
      const answer = await consoleCall(t, call.path, body, owner.token);
      expect(answer.code, `${call.path}: ${answer.msg}`).toBe(100);
      const page = (await consoleCall<AuditPage>(t, 'audit', { page: 1, size: 1 }, owner.token)).data;
      expect(page.total, call.path).toBe(before + 1);
      expect(page.list[0], call.path).toMatchObject({ actor: owner.account, action: call.path });
      expect(page.list[0]!.target, call.path).not.toBe('');
    }
  });

  it('keeps the audit log append-only in the database itself', async () => {
    const db = t.database.db.kysely;
    await expect(db.updateTable('audit_entries').set({ reason: 'edited' }).execute()).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('audit_entries').execute()).rejects.toThrow(/append-only/);
  });
});
