import type { Locale } from '@lootbay/shared/constants';
import { AppError } from '@lootbay/shared/errors';
import { KEY_BUY_MAX, KEY_STEAM_ACCOUNTS_MAX, type KeyCart, type KeyProduct, type KeySteamAccount } from '@lootbay/shared/schemas/key-shop';
import { orderedId } from '../../db/ordered-id';
import type { Trx } from '../../db/unit-of-work';
import { assertPublicInventory } from '../../providers/steam/public-inventory';
import type { KeyShopDependencies } from './keyshop.context';
import type { CatalogService } from '../catalog/catalog.service';
import { createKeyOrders } from './keyshop.orders';
import { createKeyOversight } from './keyshop.oversight';
import { accountsOf, blankEndedOrders, cartOf, claimAccountSlot, deleteAccountsOf, findProducts, insertAccount, makeDefault, pageProducts, putInCart, removeFromCart, updateAccount } from './keyshop.repository';
import type { KeyProductRow } from './keyshop.table';
import { toKeyProduct, toSteamAccount } from './keyshop.views';

/**
 * The key shop (spec point 7, `/app/key/...`; decision 0069): keys of CS2 cases for coins, a cart,
 * orders paid with coins and delivered to one of the member's Steam accounts through the same
 * trading market as retrievals, a key at a time; a key the market cannot deliver is paid back.
 */
export function createKeyShopService(deps: KeyShopDependencies & { readonly catalog: Pick<CatalogService, 'boxRowIn'> }) {
  const db = deps.db.kysely;
  const orders = createKeyOrders(deps);
  const oversight = createKeyOversight(deps);

  async function productRow(id: string): Promise<KeyProductRow> {
    const [row] = await findProducts(db, [id]);
    if (!row || row.visible !== 1) throw new AppError('KEY_PRODUCT_NOT_FOUND');
    return row;
  }

  async function cart(userId: string, locale: Locale): Promise<KeyCart> {
    const lines = await cartOf(db, userId);
    const products = new Map((await findProducts(db, lines.map((line) => line.product_id))).map((row) => [row.id, row]));
    const shown = lines.flatMap((line) => {
      const product = products.get(line.product_id);
      return product && product.visible === 1 ? [{ product: toKeyProduct(product, locale), num: line.num, total: Number(product.price) * line.num }] : [];
    });
    return { lines: shown, count: shown.reduce((sum, line) => sum + line.num, 0), total: shown.reduce((sum, line) => sum + line.total, 0) };
  }

  return {
    orders,
    oversight,

    /** `/app/key/index`: the cheapest keys, and for a member their cart's size and Steam accounts. */
    async index(viewer: string | null, locale: Locale) {
      const { list: rows } = await pageProducts(db, undefined, 'asc', 1, 8);
      if (!viewer) return { products: rows.map((row) => toKeyProduct(row, locale)), cartCount: 0, steamAccounts: [] };
      const [held, accounts] = await Promise.all([cart(viewer, locale), accountsOf(db, viewer)]);
      return { products: rows.map((row) => toKeyProduct(row, locale)), cartCount: held.count, steamAccounts: accounts.map(toSteamAccount) };
    },

    async products(name: string | undefined, order: 'asc' | 'desc', page: number, size: number, locale: Locale) {
      const { list: rows, total } = await pageProducts(db, name, order, page, size);
      return { list: rows.map((row) => toKeyProduct(row, locale)), total, page, size };
    },

    async product(id: string, locale: Locale): Promise<KeyProduct> {
      return toKeyProduct(await productRow(id), locale);
    },

    cart,

    /** Adds keys to the cart; a line holds at most KEY_BUY_MAX keys. */
    async addToCart(userId: string, productId: string, num: number, locale: Locale): Promise<KeyCart> {
      await productRow(productId);
      if (!(await putInCart(db, userId, productId, num, true, KEY_BUY_MAX, deps.clock()))) throw new AppError('KEY_QUANTITY');
      return cart(userId, locale);
    },

    async editCart(userId: string, productId: string, num: number, locale: Locale): Promise<KeyCart> {
      await productRow(productId);
      await putInCart(db, userId, productId, num, false, KEY_BUY_MAX, deps.clock());
      return cart(userId, locale);
    },

    async removeFromCart(userId: string, productIds: readonly string[], locale: Locale): Promise<KeyCart> {
      await removeFromCart(db, userId, productIds);
      return cart(userId, locale);
    },

    async steamAccounts(userId: string): Promise<KeySteamAccount[]> {
      return (await accountsOf(db, userId)).map(toSteamAccount);
    },

    /**
     * Adds a Steam account for deliveries (its inventory must be public); the first one is the
     * default. The count read first only spares asking Steam; the slot claimed in the transaction
     * is what holds the cap against racing adds.
     */
    async addSteamAccount(userId: string, name: string, tradeUrl: string): Promise<KeySteamAccount[]> {
      const held = await accountsOf(db, userId);
      if (held.length >= KEY_STEAM_ACCOUNTS_MAX) throw new AppError('KEY_STEAM_ACCOUNT_LIMIT');
      await assertPublicInventory(deps.steam, tradeUrl, deps.log);
      const now = deps.clock();
      await deps.db.transaction(async (trx) => {
        if (!(await claimAccountSlot(trx, userId, KEY_STEAM_ACCOUNTS_MAX))) throw new AppError('KEY_STEAM_ACCOUNT_LIMIT');
        await insertAccount(trx, { id: orderedId(now), user_id: userId, name, trade_url: tradeUrl, created_at: now, updated_at: now });
      });
      return this.steamAccounts(userId);
    },

    /** Renames an account, changes its trade link (checked with Steam first) or makes it the default. */
    async updateSteamAccount(userId: string, change: { id: string; name?: string | undefined; tradeUrl?: string | undefined; isDefault?: true | undefined }): Promise<KeySteamAccount[]> {
      if (change.tradeUrl !== undefined) await assertPublicInventory(deps.steam, change.tradeUrl, deps.log);
      await deps.db.transaction(async (trx) => {
        const now = deps.clock();
        const fields = { ...(change.name === undefined ? {} : { name: change.name }), ...(change.tradeUrl === undefined ? {} : { trade_url: change.tradeUrl }) };
        if (!(await updateAccount(trx, userId, change.id, fields, now))) throw new AppError('KEY_STEAM_ACCOUNT_NOT_FOUND');
        if (change.isDefault) await makeDefault(trx, userId, change.id, now);
      });
      return this.steamAccounts(userId);
    },

    /** The privacy module's erasure step: the accounts' Steam accounts are deleted and their ended orders forget the link. */
    async eraseOf(trx: Trx, userIds: readonly string[]): Promise<void> {
      if (userIds.length === 0) return;
      await deleteAccountsOf(trx, userIds);
      await blankEndedOrders(trx, userIds);
    },

    /** `/app/key/user/update`: the account orders go to unless another is chosen. */
    async setDefaultSteamAccount(userId: string, id: string): Promise<KeySteamAccount[]> {
      return this.updateSteamAccount(userId, { id, isDefault: true });
    },
  };
}

export type KeyShopService = ReturnType<typeof createKeyShopService>;
