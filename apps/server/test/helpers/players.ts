import { randomUUID } from 'node:crypto';
import { createWalletService } from '../../src/modules/wallet/wallet.service';
import type { TestApp } from './app';
import { adultIdNumber, callFrom, randomIp, registerMember, sendDeviceSeed, type RegisteredMember } from './members';

/** Test money enters through the promotions account, as a real grant would. */
export async function grantCoins(testApp: TestApp, userId: string, amount: number): Promise<void> {
  const wallet = createWalletService({ db: testApp.database.db });
  await testApp.database.db.transaction((trx) =>
    wallet.transferMany(trx, [{ id: `test_grant:${randomUUID()}`, from: { system: 'promotions' }, to: { user: userId }, currency: 'coin', amount, reason: 'test_grant', reference: 'test' }]),
  );
}

/** A member ready to play, as a new player becomes one: signed up, verified as an adult, a seed sent from the device, and coins. */
export async function readyPlayer(testApp: TestApp, coins = 0, realName = '张三'): Promise<RegisteredMember> {
  const member = await registerMember(testApp);
  // From its own address, so the per-address limit on verification does not cap the test.
  const verified = await callFrom(testApp, randomIp(), '/visitor/user/authentication', { realName, idNumber: adultIdNumber() }, member.token);
  if (verified.code !== 100) throw new Error(`verification failed: ${verified.msg}`);
  await sendDeviceSeed(testApp, member.token);
  if (coins > 0) await grantCoins(testApp, member.userId, coins);
  return member;
}
