import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_STATUS, ITEM_STATUSES } from '@lootbay/shared/schemas/backpack';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../../test/helpers/databases';
import { gameViolations } from '../../../test/helpers/games';
import { seedCatalog } from '../catalog/catalog.seed';
import { createCatalogService } from '../catalog/catalog.service';
import { createWalletService } from '../wallet/wallet.service';
import { createBackpackService, type BackpackService } from './backpack.service';
import { ITEM_TRANSITIONS, isAllowedChange } from './backpack.transitions';

describe('transition table', () => {
  it('allows exactly the changes of spec point 4', () => {
    const allowed = ITEM_STATUSES.flatMap((from) => ITEM_STATUSES.filter((to) => to !== from && isAllowedChange(from, to)).map((to) => `${from}→${to}`));
    expect(allowed.sort()).toEqual(['0→1', '0→10', '0→2', '0→3', '1→0', '1→3', '10→0', '10→11'].sort());
    expect(isAllowedChange(null, ITEM_STATUS.normal)).toBe(true);
    expect(isAllowedChange(null, ITEM_STATUS.sold)).toBe(false);
    // Favouriting keeps the status, and only items in the backpack may do it.
    expect(isAllowedChange(ITEM_STATUS.normal, ITEM_STATUS.normal)).toBe(true);
    expect(isAllowedChange(ITEM_STATUS.sold, ITEM_STATUS.sold)).toBe(false);
  });

  it('refuses favourites where the spec says, decomposing and retrieving, and where a play uses an item up or a member gives it away', () => {
    const refused = Object.entries(ITEM_TRANSITIONS)
      .filter(([, transition]) => transition.refusedWhenCollected)
      .map(([action]) => action);
    expect(refused.sort()).toEqual(['consume', 'pledge', 'retrieve', 'sell']);
  });
});

describe.each(TEST_DIALECTS)('backpack service on %s', (dialect) => {
  let database: TestDatabase;
  let backpack: BackpackService;
  let ornamentId: string;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedCatalog(database.db, 1, null);
    const catalog = createCatalogService({ db: database.db });
    backpack = createBackpackService({ db: database.db, catalog, wallet: createWalletService({ db: database.db }) });
    ornamentId = (await catalog.boxInfo('starter', 'en')).ornaments[0]!.id;
  });
  afterAll(() => database.dispose());

  const grant = (userId: string) =>
    database.db.transaction(async (trx) => (await backpack.grant(trx, userId, [{ ornamentId, price: 150, sourceType: 5, origin: 1, reference: 'test' }]))[0]!);
  const move = (userId: string, id: string, action: keyof typeof ITEM_TRANSITIONS) =>
    database.db.transaction((trx) => backpack.transition(trx, userId, [id], action, 'test'));

  it('walks a battle and a retrieval through the table, logging each step', async () => {
    const id = await grant('u1');
    await move('u1', id, 'stake');
    await expect(move('u1', id, 'sell')).rejects.toMatchObject({ key: 'ITEM_NOT_AVAILABLE' });
    await move('u1', id, 'battleReturn');
    await move('u1', id, 'retrieve');
    await move('u1', id, 'retrieveRefunded');
    await move('u1', id, 'retrieve');
    await move('u1', id, 'retrieveDelivered');
    await expect(move('u1', id, 'retrieveRefunded')).rejects.toMatchObject({ key: 'ITEM_NOT_AVAILABLE' });
    const detail = await backpack.itemDetail('u1', id, 'en');
    expect(detail.status).toBe(ITEM_STATUS.retrieved);
    expect(detail.events.map((event) => event.action)).toEqual(['won', 'stake', 'battleReturn', 'retrieve', 'retrieveRefunded', 'retrieve', 'retrieveDelivered']);
    expect(await gameViolations(database.db.kysely)).toEqual([]);
  });

  it('a favourited item cannot be retrieved, but may still be staked', async () => {
    const id = await grant('u2');
    await backpack.collect('u2', id, 1, 'en');
    await expect(move('u2', id, 'retrieve')).rejects.toMatchObject({ key: 'ITEM_COLLECTED' });
    await move('u2', id, 'stake');
    await move('u2', id, 'battleLose');
    expect((await backpack.item('u2', id, 'en')).status).toBe(ITEM_STATUS.battleLost);
    await expect(backpack.collect('u2', id, 0, 'en')).rejects.toMatchObject({ key: 'ITEM_NOT_AVAILABLE' });
  });

  it('moves only the owner items and all or none of them', async () => {
    const mine = await grant('u3');
    const theirs = await grant('u4');
    await expect(database.db.transaction((trx) => backpack.transition(trx, 'u3', [mine, theirs], 'stake', 'test'))).rejects.toMatchObject({ key: 'ITEM_NOT_FOUND' });
    expect((await backpack.item('u3', mine, 'en')).status).toBe(ITEM_STATUS.normal);
  });
});
