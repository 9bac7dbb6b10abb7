import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { generateIdNumber } from '../../../test/helpers/members';
import { createAccountKit, refusal, type AccountKit } from '../../../test/kits/account';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const client = { ip: '10.0.0.1', userAgent: 'vitest' };

describe.each(TEST_DIALECTS)('account service on %s', (dialect) => {
  let kit: AccountKit;
  beforeEach(async () => {
    kit = await createAccountKit(dialect, { codesPerPhonePerDay: 3, codesPerIpPerDay: 4, codesPerDay: 6 });
  });
  afterEach(async () => {
    await kit.dispose();
  });

  const send = (mobile: string, ip = '10.0.0.1', purpose: 'login' | 'bind' = 'login') => kit.account.smsCodes.send(mobile, purpose, ip, 'cn');
  const codeFor = (mobile: string) => kit.sms.sentTo(mobile)[0]?.code ?? '';

  describe('SMS codes', () => {
    it('sends 5-digit codes, resends after 60 s, and caps each phone per day', async () => {
      await send('13800000001');
      expect(codeFor('13800000001')).toMatch(/^\d{5}$/);
      expect(kit.sms.sentTo('13800000001')[0]?.text).toContain('5分钟');
      expect(await refusal(send('13800000001'))).toBe('SMS_TOO_FREQUENT');
      kit.clock.now += 59_999;
      expect(await refusal(send('13800000001'))).toBe('SMS_TOO_FREQUENT');
      kit.clock.now += 1;
      await send('13800000001', '10.0.0.2');
      kit.clock.now += MINUTE;
      await send('13800000001', '10.0.0.3');
      kit.clock.now += MINUTE;
      expect(await refusal(send('13800000001', '10.0.0.4'))).toBe('SMS_DAILY_LIMIT');
      expect(kit.sms.sentTo('13800000001')).toHaveLength(3);
      kit.clock.now += DAY;
      await send('13800000001');
    });

    it('caps each address per day, and all sends by the global daily budget', async () => {
      for (let index = 0; index < 4; index += 1) await send(`1380000010${index}`, '10.9.9.9');
      expect(await refusal(send('13800000199', '10.9.9.9'))).toBe('SMS_DAILY_LIMIT');
      await send('13800000200', '10.9.9.10');
      await send('13800000201', '10.9.9.11');
      expect(await refusal(send('13800000202', '10.9.9.12'))).toBe('SMS_UNAVAILABLE');
      expect(kit.sms.sentTo('13800000202')).toHaveLength(0);
    });

    it('lets a code expire after 5 minutes, and only the newest code of a purpose works', async () => {
      await send('13800000300');
      const first = codeFor('13800000300');
      kit.clock.now += 5 * MINUTE;
      expect(await refusal(kit.account.smsCodes.verify('13800000300', 'login', first))).toBe('CODE_WRONG');

      await send('13800000300');
      const older = codeFor('13800000300');
      kit.clock.now += MINUTE;
      await send('13800000300');
      const newer = codeFor('13800000300');
      if (older !== newer) expect(await refusal(kit.account.smsCodes.verify('13800000300', 'login', older))).toBe('CODE_WRONG');
      await kit.account.smsCodes.verify('13800000300', 'login', newer);
      expect(await refusal(kit.account.smsCodes.verify('13800000300', 'login', newer))).toBe('CODE_WRONG');
    });

    it('stores codes only as keyed hashes', async () => {
      await send('13800000400');
      const rows = await kit.database.db.kysely.selectFrom('sms_codes').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(`"${codeFor('13800000400')}"`);
    });
  });

  describe('sessions', () => {
    async function member(): Promise<{ token: string; userId: string }> {
      await send('13800000500');
      return kit.account.signIn.withCode({ mobile: '13800000500', code: codeFor('13800000500') }, client);
    }

    it('stores only a hash of a 256-bit token', async () => {
      const { token } = await member();
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const rows = await kit.database.db.kysely.selectFrom('user_sessions').select('token_hash').execute();
      expect(rows.map((row) => row.token_hash)).not.toContain(token);
      expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('expires after 7 idle days, slides forward with use, and ends 30 days after sign-in at the latest', async () => {
      const signedInAt = kit.clock.now;
      const { token, userId } = await member();
      const resolve = () => kit.account.sessions.resolver.resolve(token);
      kit.clock.now += 7 * DAY - 1;
      expect((await resolve())?.userId).toBe(userId);
      // That use pushed the expiry to 7 days from now.
      for (let week = 0; week < 3; week += 1) {
        kit.clock.now += 7 * DAY - 1;
        expect((await resolve())?.userId).toBe(userId);
      }
      // Nearly 28 days in; the absolute limit is day 30, whatever the use.
      kit.clock.now = signedInAt + 30 * DAY - 1;
      expect((await resolve())?.userId).toBe(userId);
      kit.clock.now = signedInAt + 30 * DAY;
      expect(await resolve()).toBeNull();
    });

    it('answers null after 7 days without use', async () => {
      const { token } = await member();
      kit.clock.now += 7 * DAY;
      expect(await kit.account.sessions.resolver.resolve(token)).toBeNull();
    });
  });

  describe('real name', () => {
    async function member(mobile: string) {
      await send(mobile);
      return kit.account.signIn.withCode({ mobile, code: codeFor(mobile) }, client);
    }

    it('gates play: REAL_NAME_REQUIRED before verification, none after, ACCOUNT_BARRED_MINOR for a minor', async () => {
      const adult = await member('13800000601');
      expect(await refusal(kit.account.assertAdult(adult.userId))).toBe('REAL_NAME_REQUIRED');
      expect(await kit.account.canPlay(adult.userId)).toBe(false);
      await kit.account.realName.verify(adult.userId, '张三', generateIdNumber({ year: 1990, month: 1, day: 1 }));
      await kit.account.realName.assertAdult(adult.userId);
      expect(await kit.account.realName.canPlay(adult.userId)).toBe(true);

      // The clock reads 2026-11-22 12:00 in Shanghai: born 2008-11-23 is 17, born 2008-11-22 is 18.
      const minor = await member('13800000602');
      expect(await refusal(kit.account.realName.verify(minor.userId, '李四', generateIdNumber({ year: 2008, month: 11, day: 23 })))).toBe('UNDERAGE');
      expect(await refusal(kit.account.realName.assertAdult(minor.userId))).toBe('ACCOUNT_BARRED_MINOR');
      expect(await kit.account.realName.canPlay(minor.userId)).toBe(false);
      const eighteen = await member('13800000603');
      await kit.account.realName.verify(eighteen.userId, '王五', generateIdNumber({ year: 2008, month: 11, day: 22 }));
      expect(await kit.account.realName.canPlay(eighteen.userId)).toBe(true);
    });

    it('keeps the id number only as a keyed hash and a masked form', async () => {
      const adult = await member('13800000604');
      const idNumber = generateIdNumber({ year: 1991, month: 2, day: 3 }, { region: '310101', sequence: 456 });
      await kit.account.realName.verify(adult.userId, '张三', idNumber);
      const rows = await kit.database.db.kysely.selectFrom('real_names').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(idNumber.slice(0, 14));
      expect(rows[0]?.id_number_masked).toBe(`310***********${idNumber.slice(-4)}`);
    });
  });

  it('purges ended sessions and used codes 30 days after they ended, and keeps live ones', async () => {
    await send('13800000800');
    const ended = await kit.account.signIn.withCode({ mobile: '13800000800', code: codeFor('13800000800') }, client);
    const endedSession = await kit.account.sessions.resolver.resolve(ended.token);
    await kit.account.sessions.end(endedSession?.sessionId ?? '');
    kit.clock.now += 31 * DAY;
    await send('13800000800');
    const live = await kit.account.signIn.withCode({ mobile: '13800000800', code: codeFor('13800000800') }, client);
    await kit.account.purgeEnded();
    const db = kit.database.db.kysely;
    expect(await db.selectFrom('user_sessions').select('user_id').execute()).toHaveLength(1);
    expect(await db.selectFrom('sms_codes').select('id').execute()).toHaveLength(1);
    expect((await kit.account.sessions.resolver.resolve(live.token))?.userId).toBe(live.userId);
  });

  it('looks users up for other modules without their secrets', async () => {
    await send('13800000700');
    const { userId } = await kit.account.signIn.withCode({ mobile: '13800000700', code: codeFor('13800000700') }, client);
    const user = await kit.account.findUser(userId);
    expect(user).toMatchObject({ id: userId, ownerId: userId, mobile: '13800000700', disabled: false, inviterId: null });
    expect(Object.keys(user ?? {})).not.toContain('password_hash');
    expect(await kit.account.findUser('nobody')).toBeUndefined();
  });

  it('shares one RSA key between instances on one database', async () => {
    const other = await createAccountKit(dialect, {}, kit.database);
    const [mine, theirs] = await Promise.all([kit.account.loginKey.publicKey(), other.account.loginKey.publicKey()]);
    expect(theirs.publicKey).toBe(mine.publicKey);
    const rows = await kit.database.db.kysely.selectFrom('server_keys').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.private_pem).toContain('ENCRYPTED PRIVATE KEY');
  });
});
