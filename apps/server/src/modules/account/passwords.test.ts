import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_LOG_N, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are scrypt at 2^17, r 8, p 1 by default, and verify only the password they were made from', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(PASSWORD_LOG_N).toBe(17);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('keep their own work: a hash made at less still verifies once the default is more, and none verifies against nothing', async () => {
    const light = await hashPassword('correct horse battery', 10);
    expect(light.startsWith('scrypt$10$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse battery', light)).toBe(true);
    expect(await verifyPassword('correct horse battery', null, 10)).toBe(false);
    expect(await verifyPassword('correct horse battery', 'md5$abc', 10)).toBe(false);
  });
});
