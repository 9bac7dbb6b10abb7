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

/** SHA-256 of user seeds joined with ":": the client seed of a game with those players. */
export const CLIENT_SEED_VECTORS: readonly { readonly userSeeds: readonly string[]; readonly clientSeed: string }[] = [
  { userSeeds: ['alice', 'bob'], clientSeed: '1e2af26470aae83866fd22e2907b8d1be05975d952e4158989cbd18933bd703e' },
  { userSeeds: ['lucky-7', 'robot_3f2a', 'Zz9'], clientSeed: 'ad65d9b800bac1403cf11d2d0f59ac1b4bf163a854d8a1a748c4eac0fa105bd8' },
  { userSeeds: ['种子'], clientSeed: '5e20fc223736c86a5b3a81f4587e61ae8a55a6553b091db2b3eefc132e8c7d3c' },
];

export interface GameRollVector {
  readonly secret: string;
  readonly clientSeed: string;
  readonly round: number;
  readonly index: number;
  /** HMAC-SHA256(secret, clientSeed + ":" + round + ":" + index), hex. */
  readonly digest: string;
  readonly rollPoint: number;
}

const ALICE_AND_BOB = '1e2af26470aae83866fd22e2907b8d1be05975d952e4158989cbd18933bd703e';

export const GAME_ROLL_VECTORS: readonly GameRollVector[] = [
  { secret: 'game-secret', clientSeed: ALICE_AND_BOB, round: 0, index: 0, digest: 'c4224fe8d51b0d469459af74c93a82a799801d86893ab53473a9755d847c9349', rollPoint: 72789 },
  { secret: 'game-secret', clientSeed: ALICE_AND_BOB, round: 0, index: 1, digest: '11fefe68e6c13b4158a60ab721a06eb4782e3d007760836d576bc57cdf92be65', rollPoint: 22421 },
  { secret: 'game-secret', clientSeed: ALICE_AND_BOB, round: 3, index: 1, digest: '5214e8cc24aa19887491bae1e4bbe8cc8663f05ecad6a1bc6a40fc661804f50a', rollPoint: 50233 },
  { secret: 'f'.repeat(64), clientSeed: ALICE_AND_BOB, round: 7, index: 2, digest: '670865f52909baabfbdcbff6936e71c1e4a4079a239c1e70e93c22e9fd58776b', rollPoint: 84939 },
  { secret: 'game-secret', clientSeed: 'client', round: 1, index: 0, digest: 'f53963228cc4645fa65bc7e8edd4d239f6f0893a3840fb44136ebea762b586f9', rollPoint: 10662 },
];

/** The canonical text and hash of a small odds version (see odds-hash.ts). */
export const ODDS_HASH_VECTOR = {
  odds: {
    id: 'box:demo@2',
    price: 850,
    entries: [
      { from: 1, to: 60_000, itemId: 'ak-redline-ft', price: 700 },
      { from: 60_001, to: 99_990, itemId: 'awp-asiimov-ft', price: 1500 },
      { from: 99_991, to: 100_000, itemId: 'karambit-fade-fn', price: 250_000 },
    ],
  },
  hash: '13dcbbd563be1fbf025f94795f1aa57adfded7487dfdb0c7d1f4ea206e77f550',
} as const;

/**
 * A 2-box battle of a member and a robot, checked end to end: the commitment, the client seed from
 * the seats' seeds in seat order, each seat's roll per round (`<clientSeed>:<round>:<seat>`), and
 * the tie-break roll (round 2, index 0) that picks team 1 when the totals tie.
 */
export const ARENA_BATTLE_VECTOR = {
  secret: 'battle-secret',
  salt: 'battle-salt',
  publicHash: 'de5e077eb1da9d8bef6c76b26b182c1571f8c7787be8b7bb07e89f302755a1f8',
  userSeeds: ['alice-device-seed', 'lootbay-robot-vega'],
  clientSeed: '6d3bcf42c9295d9ff9ace5fad5230f1c2813e40173f55b699b92c104edfac7e2',
  rolls: [
    { round: 0, seat: 0, rollPoint: 96492 },
    { round: 0, seat: 1, rollPoint: 61048 },
    { round: 1, seat: 0, rollPoint: 65456 },
    { round: 1, seat: 1, rollPoint: 30878 },
  ],
  tieBreak: { round: 2, rollPoint: 81216, teams: [0, 1], winnerTeam: 1 },
} as const;

/**
 * A round drand's quicknet published (League of Entropy), with quicknet's chain information: the
 * signature verifies under the public key, and the value is SHA-256 of the signature.
 */
export const BEACON_VECTOR = {
  info: {
    scheme: 'bls-unchained-g1-rfc9380',
    publicKey:
      '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
    period: 3,
    genesisTime: 1692803367,
    chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  },
  round: {
    round: 657413,
    value: 'fc1873a13f3545aeade8401532ef5519920652eee6b0d2b19ca12643b87b3587',
    signature: 'b713718a38ae728dfd477991af2822e08d2f305e47718cef9f7848ce4050e7be41076862b98fad56e91a6b85b89cd97b',
  },
} as const;

/** The first two records of a hash chain: hash = SHA-256(prevHash + ":" + body), the first prevHash 64 zeros. */
export const CHAIN_SEGMENT_VECTOR = [
  {
    seq: 0,
    prevHash: '0000000000000000000000000000000000000000000000000000000000000000',
    hash: '27fbb151caa389f90d36ccdeb73bc52e3f632343f341bee9b86d2a0b0c7fb2f6',
    kind: 'play',
    ref: 'vector-open',
    body: '{"id":"vector-open","game":"box_open","reference":"box_open:vector","userId":"u-1","seed":"seed","round":0,"rollPoint":79307,"oddsId":"box:recoil@1","oddsHash":"h","outcome":"orn-1","at":1700000000000}',
  },
  {
    seq: 1,
    prevHash: '27fbb151caa389f90d36ccdeb73bc52e3f632343f341bee9b86d2a0b0c7fb2f6',
    hash: 'a696b6ddaa95b6cb0583eff6d6038c7c526554fe24461ad5363d190a28da8135',
    kind: 'battle',
    ref: 'vector-battle',
    body: '{"id":"vector-battle","winners":[1]}',
  },
] as const;
