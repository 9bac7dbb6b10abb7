import type { LedgerReason } from '@lootbay/shared/ledger-reasons';
import { randomUUID } from 'node:crypto';
import { ITEM_ORIGIN, SOURCE_TYPE } from '@lootbay/shared/schemas/backpack';
import { createBackpackService } from '../../src/modules/backpack/backpack.service';
import { createCatalogService } from '../../src/modules/catalog/catalog.service';
import { createWalletService } from '../../src/modules/wallet/wallet.service';
import type { TestApp } from './app';
import { adultIdNumber, callFrom, randomIp, registerMember, sendDeviceSeed, type RegisteredMember } from './members';

/** The reason of test grants: a word of the tests, which no player's records ever show. */
export const TEST_GRANT = 'test_grant' as LedgerReason;

/** Test money enters through the promotions account, as a real grant would. */
export async function grantCoins(testApp: TestApp, userId: string, amount: number): Promise<void> {
  const wallet = createWalletService({ db: testApp.database.db });
  await testApp.database.db.transaction((trx) =>
    wallet.transferMany(trx, [{ id: `test_grant:${randomUUID()}`, from: { system: 'promotions' }, to: { user: userId }, currency: 'coin', amount, reason: TEST_GRANT, reference: 'test' }]),
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

/** Items put straight into a member's backpack, as a shop exchange would, at the given prices. */
export async function giveItems(testApp: TestApp, userId: string, items: readonly { readonly ornamentId: string; readonly price: number }[]): Promise<string[]> {
  const db = testApp.database.db;
  const backpack = createBackpackService({ db, catalog: createCatalogService({ db }), wallet: createWalletService({ db }) });
  return db.transaction((trx) =>
    backpack.grant(
      trx,
      userId,
      items.map((item) => ({ ...item, sourceType: SOURCE_TYPE.shopExchange, origin: ITEM_ORIGIN.box, reference: 'test_gift' })),
    ),
  );
}
