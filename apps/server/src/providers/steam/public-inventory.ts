import { AppError } from '@lootbay/shared/errors';
import { TRADE_URL_PATTERN } from '@lootbay/shared/schemas/account';
import type { SteamProvider } from './steam.provider';

const MAX_PARTNER_ID = 0xffff_ffffn;

/** The Steam account a trade link names (its partner id), read locally; refuses a link that is not a trade link. */
export function tradePartnerOf(tradeUrl: string): string {
  const partner = TRADE_URL_PATTERN.exec(tradeUrl)?.[1];
  // A partner id is a Steam account's 32-bit number: a larger one names no account.
  if (!partner || BigInt(partner) > MAX_PARTNER_ID) throw new AppError('TRADE_URL_INVALID');
  return partner;
}

/**
 * Asks Steam whether the inventory behind a trade link is public, as a trade needs: refuses a
 * link that is not a trade link, a private inventory, and answers that Steam cannot be reached
 * when it does not answer. A network call: never made inside a database transaction.
 */
export async function assertPublicInventory(steam: SteamProvider, tradeUrl: string, log: { warn(object: object, message: string): void }): Promise<void> {
  const partner = tradePartnerOf(tradeUrl);
  let visibility: 'public' | 'private';
  try {
    visibility = await steam.inventoryVisibility(partner);
  } catch (error) {
    log.warn({ err: error }, 'steam inventory check failed');
    throw new AppError('STEAM_UNAVAILABLE');
  }
  if (visibility !== 'public') throw new AppError('STEAM_INVENTORY_PRIVATE');
}
