/**
 * Known answers of the roll, computed independently (node:crypto and Python's hmac) and pinned
 * here so that every runtime — Node in the tests, the browser on the `/fair` page — checks the
 * one implementation against the same values.
 */
export interface RollVector {
  readonly secret: string;
  readonly userSeed: string;
  readonly round: number;
  /** HMAC-SHA256(secret, userSeed + ":" + round), hex. */
  readonly digest: string;
  readonly rollPoint: number;
}

export const ROLL_VECTORS: readonly RollVector[] = [
  { secret: 'secret', userSeed: 'seed', round: 0, digest: '9ba31535b8bf68ac8f135d0c07af9cb51e1d8d315ca86e2bfed01caa735ecfe1', rollPoint: 79307 },
  { secret: 'secret', userSeed: 'seed', round: 1, digest: 'cedba7c8dacb7c1effa1ab50c5862a81b8f19b097ddca0ce0244eb94ef198a68', rollPoint: 78434 },
  { secret: '3f1c9a', userSeed: 'lootbay', round: 42, digest: '6c61eb662d459e7c39059334c28ea1a3c2fe6657c154d85d663cdcf92c320c7c', rollPoint: 42472 },
  { secret: '密钥🔑', userSeed: '种子', round: 7, digest: 'f343e86b7de39bae0decc87dab32e9e911117a3826da1ddcd50fc51388ca90f7', rollPoint: 7227 },
  { secret: 'a'.repeat(64), userSeed: 'player-seed', round: 999999, digest: '63c55ed91b209094fb7d708954a283cb74d46d3d85f1b3fc5d54de0376ade2ee', rollPoint: 81130 },
];

/** SHA-256("secret" + "salt"): the public hash of the pair (secret, salt). */
export const PUBLIC_HASH_VECTOR = { secret: 'secret', salt: 'salt', publicHash: 'f84fa2149dbb62ed4e0cf1f550d2949b33a6513d3a7707e08502511c79ccb0ee' } as const;
