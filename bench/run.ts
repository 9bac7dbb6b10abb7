import { arena } from './scenarios/arena';
import { exponentChoice } from './scenarios/exponent';
import { fishingCast } from './scenarios/fishing';
import { multiOpen, singleOpen } from './scenarios/box-open';
import { floor } from './scenarios/floor';
import { forge } from './scenarios/forge';
import { fsyncRate } from './scenarios/fsync';
import { ledgerTransfers } from './scenarios/ledger';
import { mallBuy } from './scenarios/mall-buy';
import { openGrowth } from './scenarios/open-growth';
import { percentage } from './scenarios/percentage';
import { rechargeNotify } from './scenarios/recharge';
import { redPacketClaim } from './scenarios/red-packet';
import { rollRoomJoin } from './scenarios/roll-room';
import { sell } from './scenarios/sell';
import { takeBack } from './scenarios/take-back';
import { answers } from './answers';
import { checkGoal } from './goals';
import { MULTI_INSTANCE, measureMultiInstance, multiInstanceLacks } from './multi-instance';
import type { Scenario } from './scenario';
import { freePort, startServer, type Dialect } from './server';
import { meterCostsOf, postgresPids } from './server-costs';

// Every scenario of the product, measured after the floor on the same server in the same run.
const SCENARIOS: Scenario[] = [ledgerTransfers, rechargeNotify, singleOpen, multiOpen, sell, percentage, forge, arena, rollRoomJoin, exponentChoice, fishingCast, mallBuy, takeBack, redPacketClaim, openGrowth];

const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
/**
 * `BENCH_ONLY=arena-2p-4-boxes,sell` measures those scenarios (and the floor) alone; the
 * multi-instance case then runs only when named there too (`BENCH_ONLY=multi-instance`).
 */
const only = process.env['BENCH_ONLY']?.split(',');
const scenarios = only ? SCENARIOS.filter((scenario) => only.includes(scenario.name)) : SCENARIOS;
const authKey = process.env['AUTH_KEY'] ?? 'lootbay-dev-auth-key';
const databaseUrl = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** `BENCH_DIALECTS=postgres` measures one database alone. */
const wanted = (process.env['BENCH_DIALECTS'] ?? 'sqlite,postgres').split(',');
const dialects: Dialect[] = wanted.includes('sqlite') ? ['sqlite'] : [];
if (wanted.includes('postgres')) {
  if (await answers(databaseUrl, 5432)) dialects.push('postgres');
  else console.error(`PostgreSQL does not answer at ${databaseUrl}: measuring SQLite only`);
}

const results = [];
for (const dialect of dialects) {
  const server = await startServer(dialect, await freePort(), databaseUrl);
  meterCostsOf({ pids: () => [server.pid, ...(dialect === 'postgres' ? postgresPids() : [])], metricsUrl: `${server.baseUrl}/metrics` });
  try {
    const context = { baseUrl: server.baseUrl, loadUrl: server.baseUrl, dialect, seconds, authKey, databaseUrl, serverDatabase: server.database };
    const floorResults = [];
    for (const scenario of floor) floorResults.push({ scenario: scenario.name, ...(await scenario.run(context)) });
    const signedFloor = floorResults.find((result) => result.scenario === 'signed-call');
    for (const result of floorResults) results.push({ dialect, ...result, ratioToFloor: 1 });
    // The disk's durable writes per second, beside the floor: what bounds commits per second.
    results.push({ dialect, scenario: fsyncRate.name, ...(await fsyncRate.run(context)), ratioToFloor: null });
    for (const scenario of scenarios) {
      const measured = await scenario.run(context);
      const ratio = signedFloor ? Number((measured.requestsPerSecond / signedFloor.requestsPerSecond).toFixed(3)) : null;
      const goal = scenario.goal && checkGoal(scenario.goal, dialect, measured, ratio);
      const cpuRatio = signedFloor?.cpuMs && measured.cpuMs ? Number((signedFloor.cpuMs / measured.cpuMs).toFixed(3)) : null;
      results.push({ dialect, scenario: scenario.name, ...measured, ratioToFloor: ratio, cpuRatioToFloor: cpuRatio, ...(goal ? { goal: goal.text, goalMet: goal.met } : {}) });
    }
  } finally {
    meterCostsOf(null);
    await server.stop();
  }
}

// Several instances behind the production proxy, on PostgreSQL and Redis, against one instance behind it.
if (!only || only.includes(MULTI_INSTANCE)) {
  const lacks = await multiInstanceLacks(dialects.includes('postgres'), redisUrl, databaseUrl);
  if (lacks.length > 0) console.error(`multi-instance: skipped, it needs ${lacks.join(', ')}`);
  else results.push(...(await measureMultiInstance({ seconds, authKey, databaseUrl, redisUrl })));
}

console.log(JSON.stringify({ seconds, connections: 10, cores: (await import('node:os')).cpus().length, results }, null, 2));

// The same as a table for people, on stderr so that stdout stays JSON.
console.error('\n| dialect | scenario | per second | p50 ms | p99 ms | ratio to floor | goal | CPU ms each | CPU ratio to floor | statements each | ratio to one instance | notes |\n|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const result of results) {
  const extra = 'extra' in result && result.extra ? Object.entries(result.extra).map(([key, value]) => `${key} ${value}`).join(', ') : '';
  const goal = 'goal' in result ? result.goal : '–';
  const toOneInstance = ('ratioToOneInstance' in result ? result.ratioToOneInstance : null) ?? '–';
  const cpuMs = ('cpuMs' in result ? result.cpuMs : null) ?? '–';
  const cpuRatio = ('cpuRatioToFloor' in result ? result.cpuRatioToFloor : null) ?? (cpuMs === '–' ? '–' : 1);
  console.error(`| ${result.dialect} | ${result.scenario} | ${result.requestsPerSecond} | ${result.p50Ms} | ${result.p99Ms} | ${result.ratioToFloor ?? '–'} | ${goal} | ${cpuMs} | ${cpuRatio} | ${('statements' in result ? result.statements : null) ?? '–'} | ${toOneInstance} | ${extra} |`);
}
const missed = results.filter((result) => 'goalMet' in result && !result.goalMet);
console.error(`\n${missed.length === 0 ? 'Every goal met.' : `Goals missed: ${missed.map((result) => `${result.dialect} ${result.scenario}`).join(', ')}.`}`);
