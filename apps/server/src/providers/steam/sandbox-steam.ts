import { setTimeout as sleep } from 'node:timers/promises';
import { SteamUnavailableError, type InventoryVisibility, type SteamProvider } from './steam.provider';

/** Simulated round trip to Steam. */
export const SANDBOX_STEAM_LATENCY_MS = 120;

/**
 * Deterministic stand-in for Steam, so every outcome can be reached on purpose:
 * a partner id ending in 0 has a private inventory, one ending in 9 finds Steam unreachable,
 * every other one is public. Each answer takes `latencyMs`, like a network call.
 */
export function createSandboxSteam(options: { latencyMs?: number } = {}): SteamProvider {
  const latencyMs = options.latencyMs ?? SANDBOX_STEAM_LATENCY_MS;
  return {
    async inventoryVisibility(partnerId: string): Promise<InventoryVisibility> {
      await sleep(latencyMs);
      if (partnerId.endsWith('9')) throw new SteamUnavailableError('sandbox: Steam unreachable for partner ids ending in 9');
      return partnerId.endsWith('0') ? 'private' : 'public';
    },
  };
}
