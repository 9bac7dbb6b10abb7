import type { TestApp } from '../helpers/app';
import { createSandboxSms } from '../../src/providers/sms/sandbox-sms';
import { createSandboxSteam } from '../../src/providers/steam/sandbox-steam';
import { createSandboxIdentity } from '../../src/providers/identity/sandbox-identity';
import { createAccountService } from '../../src/modules/account/account.service';
import { createPrivacyService, type PrivacyService } from '../../src/modules/privacy/privacy.service';

const silent = { info: () => undefined, warn: () => undefined };

/** The privacy service over a test app's database and clock, as the operator console will hold it. */
export function privacyOf(t: TestApp, now: () => number): PrivacyService {
  const db = t.database.db;
  const accounts = createAccountService({ db, sms: createSandboxSms({ logger: silent, production: false }), steam: createSandboxSteam(), identity: createSandboxIdentity(), secret: t.config.sessionSecret, timeZone: t.config.timeZone, log: silent, now });
  return createPrivacyService({ db, jobs: t.app.scheduler, accounts, now });
}

/** Downloads an export the way the web app does: `GET` with the session token. */
export function download(t: TestApp, exportId: string, token?: string) {
  return t.inject({ method: 'GET', url: `/api/member/privacy/export/${exportId}`, headers: token ? { token } : {} });
}
