import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chainSegmentProblems, type ChainRecord } from '@lootbay/shared/fairness/chain';
import type { OddsTable } from '@lootbay/shared/fairness/odds';
import { boxOddsId } from '@lootbay/shared/fairness/odds-hash';
import { CLIENT_SEED_VECTORS, GAME_ROLL_VECTORS, ROLL_VECTORS } from '@lootbay/shared/fairness/vectors';
import { cn } from '@lootbay/shared/i18n/cn';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { RollProof } from '@lootbay/shared/schemas/fairness';
import { DEV_FAIRNESS_KEY } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/dialect';
import { createFairnessService } from '../../server/src/modules/fairness/fairness.service';
import { asReturningVisitor, expect, test } from './fixtures';
import { signedCall } from './members';
import { shot } from './pictures';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** The database of this worker's server (see serve.mjs and `TEST_PARALLEL_INDEX` in playwright.config.ts). */
const E2E_DATABASE = path.join(HERE, `../../../data/e2e-${process.env['TEST_PARALLEL_INDEX'] ?? '0'}.db`);
/** A demo box at its first odds version. */
const BOX_ID = 'recoil';

/**
 * Rolls a game seed the way a game with several players does, straight in the server's database:
 * commit the seed, fix the client seed from two players' seeds, draw round 0 (two rolls) against
 * the box's published odds, reveal. Answers the second roll, so the index is not 0.
 */
async function stageGameRoll(box: BoxDetail, userSeeds: readonly string[]) {
  const db = openDatabase({ kind: 'sqlite', file: E2E_DATABASE });
  try {
    const fairness = createFairnessService({ db, secretKey: DEV_FAIRNESS_KEY });
    const game = 'e2e_battle';
    const reference = `${game}:${randomUUID()}`;
    const odds: OddsTable = {
      id: boxOddsId(box.id, box.oddsVersion),
      hash: box.oddsHash,
      entries: [...box.ornaments].sort((a, b) => a.rollFrom - b.rollFrom).map((item) => ({ range: { from: item.rollFrom, to: item.rollTo }, outcome: item.id })),
    };
    const seed = await db.transaction((trx) => fairness.commitGameSeed(trx, game, reference));
    await db.transaction((trx) => fairness.fixClientSeed(trx, seed.id, userSeeds));
    const slots = [
      { index: 0, userId: null },
      { index: 1, userId: null },
    ];
    const draws = await db.transaction((trx) => fairness.drawGameSeed(trx, seed.id, 0, slots, { game, reference, odds }));
    await db.transaction((trx) => fairness.revealGameSeed(trx, seed.id));
    return draws[1]!;
  } finally {
    await db.close();
  }
}

test('the box page shows its odds version, date and hash, and the dated history of every version', async ({ page, problems }) => {
  await asReturningVisitor(page);
  const box = await signedCall<BoxDetail>(page.request, '/visitor/getBoxInfo', { id: BOX_ID });

  await page.goto(`/box-info?id=${BOX_ID}`);
  const seal = page.getByTestId('odds-seal');
  await expect(seal).toContainText(cn.boxes.oddsVersion.replace('{{version}}', String(box.oddsVersion)));
  await expect(page.getByTestId('odds-hash')).toHaveAttribute('title', box.oddsHash);
  await seal.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await shot(page, 'fair-box-odds-seal', { still: true });

  await seal.getByRole('button', { name: cn.boxes.oddsHistory }).click();
  const history = page.getByRole('dialog', { name: cn.boxes.oddsHistory });
  const current = history.locator(`[data-version="${box.oddsVersion}"]`);
  await expect(current).toContainText(box.oddsHash);
  await expect(current).toContainText(cn.boxes.oddsCurrent);
  await shot(page, 'fair-box-odds-history', { still: true });
  expect(problems).toEqual([]);
});

test('the verifier computes every known answer with the app’s own code, and says so plainly where it cannot hash', async ({ page, problems }) => {
  await asReturningVisitor(page);
  const point = page.getByTestId('computed-roll-point');
  for (const vector of ROLL_VECTORS) {
    await page.goto(`/fair?${new URLSearchParams({ secret: vector.secret, seed: vector.userSeed, round: String(vector.round) })}`);
    await expect(point).toHaveText(String(vector.rollPoint));
  }
  for (const vector of GAME_ROLL_VECTORS) {
    await page.goto(`/fair?${new URLSearchParams({ kind: 'game', secret: vector.secret, seed: vector.clientSeed, round: String(vector.round), index: String(vector.index) })}`);
    await expect(point).toHaveText(String(vector.rollPoint));
  }
  for (const vector of CLIENT_SEED_VECTORS) {
    const query = new URLSearchParams({ kind: 'game', seed: vector.clientSeed });
    for (const userSeed of vector.userSeeds) query.append('userSeed', userSeed);
    await page.goto(`/fair?${query}`);
    await expect(page.getByTestId('computed-client-seed')).toHaveText(vector.clientSeed);
    await expect(page.getByTestId('client-seed-check')).toHaveClass(/verdict--ok/);
  }

  // Plain HTTP pages get no WebCrypto: the verifier says why instead of failing every check.
  await page.addInitScript(() => Object.defineProperty(Crypto.prototype, 'subtle', { get: () => undefined }));
  const [first] = ROLL_VECTORS;
  await page.goto(`/fair?${new URLSearchParams({ secret: first!.secret, seed: first!.userSeed, round: String(first!.round) })}`);
  await expect(page.getByTestId('no-webcrypto')).toHaveText(cn.fair.noWebCrypto);
  await expect(point).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a revealed game-seed roll verifies in the browser: point, commitment, client seed, odds and item', async ({ page, problems }, testInfo) => {
  const project = testInfo.project.name;
  await asReturningVisitor(page);
  const box = await signedCall<BoxDetail>(page.request, '/visitor/getBoxInfo', { id: BOX_ID, version: 1 });
  const roll = await stageGameRoll(box, [`alice-${project}`, 'bob_7']);

  await page.goto(`/fair?roll=${roll.rollId}`);
  await expect(page.getByTestId('computed-roll-point')).toHaveText(String(roll.rollPoint));
  for (const check of ['hash-check', 'client-seed-check', 'point-check', 'odds-hash-check', 'odds-published-check', 'outcome-check']) {
    await expect(page.getByTestId(check), check).toHaveClass(/verdict--ok/);
  }
  await page.getByTestId('roll-summary').evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await shot(page, 'fair-game-roll-fields', { still: true });
  await page.getByTestId('outcome-check').evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await shot(page, 'fair-game-roll', { still: true });

  // A server that recorded another item than the roll point selects is caught: the item check turns red.
  const other = box.ornaments.find((item) => item.rollTo < roll.rollPoint || item.rollFrom > roll.rollPoint)!;
  await page.route('**/api/visitor/rollProof**', async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { code: number; msg: string; data: RollProof };
    await route.fulfill({ response, json: { ...envelope, data: { ...envelope.data, outcome: other.id } } });
  });
  await page.reload();
  await expect(page.getByTestId('outcome-check')).toHaveClass(/verdict--bad/);
  await expect(page.getByTestId('point-check')).toHaveClass(/verdict--ok/);
  expect(problems).toEqual([]);
});

test('the transparency report shows the chain’s head, its records per game and every box’s measured return, and the full record set downloads', async ({ page, problems }) => {
  await asReturningVisitor(page);
  await page.goto('/transparency');
  await expect(page.getByRole('heading', { level: 1, name: cn.screens.transparency.title })).toBeVisible();
  await expect(page.getByTestId('chain-counts').locator('li')).toHaveCount(5);
  const download = await page.request.get((await page.getByTestId('records-download').getAttribute('href'))!);
  expect(download.headers()['content-type']).toContain('application/x-ndjson');
  const lines = (await download.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { type: string; seq?: number; hash?: string });
  const head = lines.at(-1)!;
  expect(head.type).toBe('head');
  const records = lines.filter((line) => line.type === 'record') as unknown as ChainRecord[];
  expect(await chainSegmentProblems(records)).toEqual([]);
  await expect(page.getByTestId('chain-head')).toBeVisible();
  await shot(page, 'transparency', { afterToasts: true });
  expect(problems).toEqual([]);
});
