import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/** The owner serve.mjs gives the empty console. */
export const CONSOLE_OWNER = JSON.parse(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'console-owner.json'), 'utf8')) as Record<
  'CONSOLE_OWNER_ACCOUNT' | 'CONSOLE_OWNER_PASSWORD' | 'CONSOLE_OWNER_TOTP_SECRET',
  string
>;
const TOTP_STEP_MS = 30_000;

/** The owner signs in through the API; an authenticator code another test took this step means waiting for the next. */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const totp = new TOTP({ secret: Secret.fromBase32(CONSOLE_OWNER.CONSOLE_OWNER_TOTP_SECRET) }).generate();
    const response = await request.post('/admin/api/login', { data: { account: CONSOLE_OWNER.CONSOLE_OWNER_ACCOUNT, password: CONSOLE_OWNER.CONSOLE_OWNER_PASSWORD, totp } });
    const envelope = (await response.json()) as { code: number; data: { token: string } };
    if (envelope.code === 100) return envelope.data.token;
    await new Promise((resolve) => setTimeout(resolve, TOTP_STEP_MS - (Date.now() % TOTP_STEP_MS) + 500));
  }
  throw new Error('the owner could not sign in');
}
