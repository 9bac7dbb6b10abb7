export type InventoryVisibility = 'public' | 'private';

/** What the platform asks Steam. A real adapter calls the Steam Web API; the sandbox follows fixed rules. */
export interface SteamProvider {
  /** Whether the inventory of the Steam account behind a trade link's partner id is public. Rejects when Steam cannot be reached. */
  inventoryVisibility(partnerId: string): Promise<InventoryVisibility>;
}

export class SteamUnavailableError extends Error {
  override name = 'SteamUnavailableError';
}
