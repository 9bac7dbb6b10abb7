import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { signAuthKey } from '@lootbay/shared/auth-key';
import { CURRENCIES, type Currency } from '@lootbay/shared/constants';
import { seededRandom } from '@lootbay/shared/seeded-random';
import type { Envelope } from '@lootbay/shared/schemas/common';
import { sandboxCallback, sandboxEvent } from '../../src/providers/payments/sandbox';
import { bankStorePurchase, storeViolations, type BankStorePurchase } from './bank-stores';
import { signInFamily } from './families';
import { adultIdNumber, randomIp } from './members';
import type { Database } from '../../src/db/database';
import type { LedgerTransferRow } from '../../src/modules/wallet/wallet.table';

/**
 * The bank test's checker: the ledger invariants of INVARIANTS.md (I1–I4, I13) read straight from
 * the tables, so it trusts nothing the service says about itself. Each answer lists every broken
 * rule with enough detail to find the row.
 */
export async function ledgerViolations(db: Kysely<Database>, seen: readonly LedgerTransferRow[] = []): Promise<string[]> {
  const violations: string[] = [];
  // One snapshot for both reads, so a transfer committed between them cannot look like a broken rule.
  const [accounts, transfers] = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => [await trx.selectFrom('ledger_accounts').selectAll().execute(), await trx.selectFrom('ledger_transfers').selectAll().execute()] as const);
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const logBalance = new Map<string, number>();

  for (const transfer of transfers) {
    const amount = Number(transfer.amount);
    const debit = byId.get(transfer.debit_account_id);
    const credit = byId.get(transfer.credit_account_id);
    // I1: what leaves one account of the transfer's currency enters another of the same currency.
    if (!Number.isSafeInteger(amount) || amount <= 0) violations.push(`I1 transfer ${transfer.id} amount ${transfer.amount}`);
    if (!debit || !credit) violations.push(`I1 transfer ${transfer.id} names a missing account`);
    else if (debit.currency !== transfer.currency || credit.currency !== transfer.currency || debit.id === credit.id)
      violations.push(`I1 transfer ${transfer.id} ${transfer.currency} between ${debit.id} and ${credit.id}`);
    logBalance.set(transfer.debit_account_id, (logBalance.get(transfer.debit_account_id) ?? 0) - amount);
    logBalance.set(transfer.credit_account_id, (logBalance.get(transfer.credit_account_id) ?? 0) + amount);
  }

  const sums = new Map<string, number>(CURRENCIES.map((currency) => [currency, 0]));
  for (const account of accounts) {
    const balance = Number(account.balance);
    sums.set(account.currency, (sums.get(account.currency) ?? 0) + balance);
    // I3: the stored balance is the log's credits minus debits.
    const expected = logBalance.get(account.id) ?? 0;
    if (balance !== expected) violations.push(`I3 account ${account.id} stores ${balance}, log says ${expected}`);
    // I4: no user balance below zero.
    if (account.owner_kind === 'user' && balance < 0) violations.push(`I4 account ${account.id} is negative: ${balance}`);
  }
  // I2: per currency, everything sums to zero.
  for (const [currency, sum] of sums) if (sum !== 0) violations.push(`I2 ${currency} sums to ${sum}`);

  // I13: what was seen earlier is still there, unchanged.
  const now = new Map(transfers.map((transfer) => [transfer.id, transfer]));
  for (const before of seen) {
    const after = now.get(before.id);
    if (!after) violations.push(`I13 transfer ${before.id} disappeared`);
    else if (JSON.stringify(normalize(after)) !== JSON.stringify(normalize(before))) violations.push(`I13 transfer ${before.id} changed`);
  }
  return violations;
}

function normalize(row: LedgerTransferRow) {
  return { ...row, amount: Number(row.amount), created_at: Number(row.created_at) };
}

export function snapshotTransfers(db: Kysely<Database>): Promise<LedgerTransferRow[]> {
  return db.selectFrom('ledger_transfers').selectAll().execute();
}

// ---------------------------------------------------------------------------------------------
// The workload: a seeded mix of money calls against a real server over HTTP.
// ---------------------------------------------------------------------------------------------

/** A server reachable over HTTP. */
export interface BankServer {
  readonly baseUrl: string;
  readonly authKey: string;
}

export interface BankMember {
  readonly token: string;
  readonly userId: string;
  /** The member's own client address (sent as X-Forwarded-For; the server trusts one proxy hop, TRUST_PROXY=1, which the test plays), so per-caller limits are per member. */
  readonly ip: string;
}

/** A code the workload redeems; created in the database before the run. */
export interface BankCode {
  readonly code: string;
  readonly currency: Currency;
  readonly amount: number;
  readonly maxUses: number;
}

export type Outcome = 'ok' | 'refused' | 'unknown';

/** What the client saw of one call; `unknown` when no answer came (timeout, killed process). */
export interface BankEffect {
  readonly kind: 'code' | 'convert';
  readonly userId: string;
  /** The ledger transfer that proves the effect happened. */
  readonly transferId: string;
  readonly deltas: Partial<Record<Currency, number>>;
  readonly outcome: Outcome;
  readonly errorCode?: number;
}

export interface BankOrder {
  readonly orderNo: string;
  readonly userId: string;
  readonly amount: number;
  /** Only forged callbacks were ever sent for it: it must never be credited. */
  readonly decoy: boolean;
  /** The provider (sandbox) reported it paid and the server acknowledged the callback. */
  paidAcknowledged: boolean;
}

/**
 * A box bought through `/member/openBox` under one request id, sent once or raced against a copy
 * of itself; its ledger key is the server's, so it is matched by amount.
 */
export interface BankPurchase {
  readonly userId: string;
  readonly price: number;
  readonly outcome: Outcome;
}

export interface BankLog {
  readonly seed: number;
  readonly effects: BankEffect[];
  readonly orders: BankOrder[];
  readonly purchases: BankPurchase[];
  /** Forged callbacks the server accepted: each one is a failure. */
  readonly forgedAccepted: string[];
  /** Answers that were neither success nor an expected refusal. */
  readonly surprises: string[];
  /** Transfers seen during the run, for I13. */
  readonly seen: LedgerTransferRow[];
  /** In-app purchases and every send of their proof. */
  readonly storePurchases: BankStorePurchase[];
  /** Accounts without real-name verification that tried promotions and purchases: nothing may reach them. */
  readonly outsiders: string[];
}

/** Codes of every kind the workload races for: single use, limited, plenty; three currencies. */
export const BANK_CODES: BankCode[] = [
  { code: 'BANKONCE', currency: 'coin', amount: 300, maxUses: 1 },
  { code: 'BANKFEW', currency: 'jade', amount: 500, maxUses: 3 },
  { code: 'BANKMANY', currency: 'jade', amount: 2_000, maxUses: 100 },
  { code: 'BANKGEM', currency: 'diamond', amount: 100, maxUses: 2 },
];

export async function insertBankCodes(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('redemption_codes')
    .values(BANK_CODES.map((code) => ({ code: code.code, currency: code.currency, amount: code.amount, max_uses: code.maxUses, used_count: 0, expires_at: null, created_at: Date.now() })))
    .execute();
}

/** BANK_SEED replays a failed run; otherwise each run takes a new seed. */
export function bankSeed(): number {
  return Number(process.env['BANK_SEED'] ?? randomInt(0, 2 ** 31));
}

const REQUEST_TIMEOUT_MS = 10_000;

async function post(server: BankServer, path: string, init: { body?: string; headers?: Record<string, string> }): Promise<Envelope<unknown> | null> {
  try {
    const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', body: init.body, headers: init.headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    return (await response.json()) as Envelope<unknown>;
  } catch {
    return null;
  }
}

/** A signed catalogue call over HTTP; null when no answer came. */
export function bankCall<T>(server: BankServer, path: string, body: Record<string, unknown> = {}, caller?: { token?: string; ip: string }): Promise<Envelope<T> | null> {
  const apiPath = `/api${path}`;
  return post(server, `${apiPath}?auth_key=${signAuthKey(apiPath, Date.now() / 1000, server.authKey)}`, {
    body: JSON.stringify({ platform: 'pc', sid: 1100, type: 1, locale: 'en', ...body }),
    headers: { 'content-type': 'application/json', ...(caller?.token ? { token: caller.token } : {}), ...(caller ? { 'x-forwarded-for': caller.ip } : {}) },
  }) as Promise<Envelope<T> | null>;
}

function expectData<T>(envelope: Envelope<T> | null, what: string): T {
  if (!envelope || envelope.code !== 100) throw new Error(`${what} failed: ${envelope ? `${envelope.code} ${envelope.msg}` : 'no answer'}`);
  return envelope.data;
}

async function latestBankSms(server: BankServer, mobile: string): Promise<string> {
  const outbox = (await (await fetch(`${server.baseUrl}/dev/sms?mobile=${mobile}`)).json()) as Envelope<{ code: string }[]>;
  return outbox.data[0]?.code ?? '';
}

async function signUpBankMember(server: BankServer, label: string, options: { verified: boolean }): Promise<{ member: BankMember; mobile: string }> {
  const mobile = `13${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  const ip = randomIp();
  expectData(await bankCall(server, '/visitor/sendMobileCode', { mobile }, { ip }), 'sendMobileCode');
  const code = await latestBankSms(server, mobile);
  const login = expectData(await bankCall<{ token: string; user: { userId: string } }>(server, '/loginSms', { mobile, code }, { ip }), 'loginSms');
  const member = { token: login.token, userId: login.user.userId, ip };
  if (options.verified) expectData(await bankCall(server, '/visitor/user/authentication', { realName: '张三', idNumber: adultIdNumber() }, member), `verify ${label}`);
  return { member, mobile };
}

/** The seed the member's device makes and sends, as the web app does after sign-in. */
async function sendBankDeviceSeed(server: BankServer, member: BankMember): Promise<void> {
  expectData(await bankCall(server, '/member/updateUserSeed', { userSeed: `bank-device-${randomInt(0, 2 ** 40)}` }, member), `seed of ${member.userId}`);
}

/** Registers and verifies a member over HTTP (sandbox SMS outbox, adult id number); `verified: false` leaves it unverified. */
export async function registerBankMember(server: BankServer, index: number, options: { verified: boolean } = { verified: true }): Promise<BankMember> {
  const { member } = await signUpBankMember(server, `member ${index}`, options);
  if (options.verified) await sendBankDeviceSeed(server, member);
  return member;
}

/**
 * One person: a verified owner and `subAccounts` sub-accounts, each signed in on its own device
 * at once, so they can race one another. The owner comes last.
 */
export async function registerBankFamily(server: BankServer, index: number, subAccounts: number): Promise<BankMember[]> {
  const { member: owner, mobile } = await signUpBankMember(server, `family ${index}`, { verified: true });
  const caller = { call: <T>(path: string, body: Record<string, unknown>, token?: string) => bankCall<T>(server, path, body, { ...(token ? { token } : {}), ip: owner.ip }), latestSms: (phone: string) => latestBankSms(server, phone) };
  const accounts = await signInFamily(caller, { token: owner.token, mobile }, subAccounts);
  // One person's devices, behind one home address.
  const family = accounts.map((account) => ({ ...account, ip: owner.ip }));
  for (const member of family) await sendBankDeviceSeed(server, member);
  return family;
}

export interface WorkloadOptions {
  readonly seed: number;
  readonly members: readonly BankMember[];
  readonly codes: readonly BankCode[];
  readonly operations: number;
  readonly concurrency: number;
  /** The secret the sandbox signs with (forged callbacks use another). */
  readonly paymentSecret: string;
  /** Read during the run for I1–I4 and I13. */
  readonly db: Kysely<Database>;
  /** Called once, after this many operations have started (the crash test kills the server here). */
  readonly midway?: { readonly after: number; readonly action: () => Promise<void> };
  /** Continue an earlier log (after a restart). */
  readonly log?: BankLog;
  /** Owners with their sub-accounts (also among `members`): a family sometimes races for a code as one person. */
  readonly families?: readonly (readonly BankMember[])[];
  /** Unverified accounts that now and then try codes and in-app purchases, always to be refused. */
  readonly outsiders?: readonly BankMember[];
}

/** Answers that are definite refusals (nothing written); a rate limit is one too. */
const ERROR = { rateLimited: 10029, realNameRequired: 11055, insufficient: 40001, jadeOffer: 12002, codeUsed: 12031, codeExhausted: 12032, signature: 12020, stale: 12021, mismatch: 12022 } as const;

/**
 * Runs a seeded mix of concurrent operations: recharges paid through the sandbox (with racing
 * and replayed callbacks), forged callbacks for decoy orders, code redemptions (several members,
 * or an owner and all its sub-accounts, racing for limited codes), in-app purchases (proofs sent
 * again, raced, and sent by another account), unverified accounts trying both, and jade
 * conversions (some repeating their request key). Ledger invariants are also checked on reads
 * during the run.
 */
export async function runBankWorkload(server: BankServer, options: WorkloadOptions): Promise<BankLog> {
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const log: BankLog = options.log ?? { seed: options.seed, effects: [], orders: [], purchases: [], forgedAccepted: [], surprises: [], seen: [], storePurchases: [], outsiders: [] };
  for (const outsider of options.outsiders ?? []) if (!log.outsiders.includes(outsider.userId)) log.outsiders.push(outsider.userId);
  const packages = expectData(await bankCall<{ id: string; amount: number }[]>(server, '/api/payConfig'), 'payConfig');
  // Purchases buy the cheapest paid coin box, so every purchase moves the same amount.
  const boxes = expectData(await bankCall<{ list: { id: string; price: number; currency: string; kind: number }[] }>(server, '/visitor/list/box', { page: 1, size: 100, kind: 0 }), 'list boxes');
  const box = boxes.list.filter((b) => b.currency === 'coin' && b.price > 0).sort((a, b) => a.price - b.price)[0] as
    | { id: string; price: number; currency: string; kind: number; oddsVersion: number }
    | undefined;

  const recharge = async (member: BankMember, decoy: boolean) => {
    const pack = pick(packages);
    const answer = await bankCall<{ orderNo: string }>(server, '/pay-member/on_pay_url', { packageId: pack.id, payType: pick(['alipay', 'wechat']) }, member);
    if (!answer || answer.code !== 100) {
      if (answer && answer.code !== ERROR.rateLimited) log.surprises.push(`on_pay_url ${answer.code} ${answer.msg}`);
      return;
    }
    const order: BankOrder = { orderNo: answer.data.orderNo, userId: member.userId, amount: pack.amount, decoy, paidAcknowledged: false };
    log.orders.push(order);
    if (decoy) {
      await Promise.all(Array.from({ length: 1 + Math.floor(random() * 3) }, () => forge(order)));
      return;
    }
    const choice = random();
    if (choice < 0.15) return; // left unpaid: stays awaiting
    if (choice < 0.25) {
      await post(server, `/sandbox/pay/${order.orderNo}/fail`, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
      return;
    }
    // The provider's success callback, sometimes raced by copies of itself and replayed later.
    const copies = 1 + Math.floor(random() * 4);
    const answers = await Promise.all(Array.from({ length: copies }, () => post(server, `/dev/pay/${order.orderNo}/succeed`, {})));
    if (answers.some((a) => a?.code === 100)) order.paidAcknowledged = true;
    for (const a of answers) if (a && a.code !== 100) log.surprises.push(`dev pay ${order.orderNo}: ${a.code} ${a.msg}`);
    if (random() < 0.3) {
      const replay = sandboxCallback(options.paymentSecret, sandboxEvent(order, 'paid'), Date.now());
      const again = await post(server, '/api/common/pay/onPay', { body: replay.body, headers: replay.headers });
      if (again && again.code !== 100) log.surprises.push(`replay ${order.orderNo}: ${again.code}`);
    }
  };

  const forge = async (order: BankOrder) => {
    const kind = Math.floor(random() * 5);
    const now = Date.now();
    let callback = sandboxCallback(options.paymentSecret, sandboxEvent(order, 'paid'), now);
    let expected: number = ERROR.signature;
    if (kind === 0) callback = { ...callback, body: callback.body.replace(`"amount":${order.amount}`, `"amount":${order.amount + 1}`) };
    if (kind === 1) callback = sandboxCallback('a-forger-guessing-the-secret-0000000000', sandboxEvent(order, 'paid'), now);
    if (kind === 2) {
      callback = sandboxCallback(options.paymentSecret, sandboxEvent(order, 'paid'), now - 301_000 - Math.floor(random() * 1e6));
      expected = ERROR.stale;
    }
    if (kind === 3) callback = { ...callback, headers: { 'content-type': 'application/json' } };
    if (kind === 4) {
      callback = sandboxCallback(options.paymentSecret, sandboxEvent({ orderNo: order.orderNo, amount: order.amount - 1 }, 'paid'), now);
      expected = ERROR.mismatch;
    }
    const answer = await post(server, '/api/common/pay/onPay', { body: callback.body, headers: callback.headers });
    if (answer?.code === 100) log.forgedAccepted.push(`${order.orderNo} kind ${kind}`);
    else if (answer && answer.code !== expected) log.surprises.push(`forged ${order.orderNo} kind ${kind}: ${answer.code}, expected ${expected}`);
  };

  const redeem = async (member: BankMember) => {
    const code = pick(options.codes);
    const family = options.families?.find((accounts) => accounts.includes(member));
    const racers = family && random() < 0.5 ? family : random() < 0.3 ? [member, pick(options.members), member] : [member];
    await Promise.all(
      racers.map(async (racer) => {
        const answer = await bankCall(server, '/member/codePay', { code: code.code }, racer);
        const outcome: Outcome = !answer ? 'unknown' : answer.code === 100 ? 'ok' : 'refused';
        if (answer && ![100, ERROR.codeUsed, ERROR.codeExhausted, ERROR.rateLimited].includes(answer.code)) log.surprises.push(`codePay ${answer.code}`);
        log.effects.push({
          kind: 'code',
          userId: racer.userId,
          transferId: `code:${code.code}:${racer.userId}`,
          deltas: { [code.currency]: code.amount },
          outcome,
          ...(answer ? { errorCode: answer.code } : {}),
        });
      }),
    );
  };

  const stores = { call: <T>(path: string, body: Record<string, unknown>, caller: BankMember) => bankCall<T>(server, path, body, caller), mint: <T>(store: string, purchase: Record<string, unknown>) => post(server, `/dev/store/${store}/purchase`, { body: JSON.stringify(purchase), headers: { 'content-type': 'application/json' } }) as Promise<Envelope<T> | null> };
  const storePurchase = async (member: BankMember) => {
    const purchase = await bankStorePurchase(stores, member, pick(options.members), random, log.surprises);
    if (purchase) log.storePurchases.push(purchase);
  };

  /** An unverified account tries a code or an in-app purchase: the adult gate refuses both. */
  const outsiderTries = async (outsider: BankMember) => {
    const answer = random() < 0.5
      ? await bankCall(server, '/member/codePay', { code: pick(options.codes).code }, outsider)
      : await bankCall(server, '/api/play', { productId: 'coins_p10', purchaseToken: 'not-a-purchase' }, outsider);
    if (answer && answer.code !== ERROR.realNameRequired && answer.code !== ERROR.rateLimited) log.surprises.push(`outsider ${answer.code} ${answer.msg}`);
  };

  const purchase = async (member: BankMember) => {
    if (!box) return;
    // A client that times out sends the same request again: both copies must answer one open.
    const body = { id: box.id, num: 1, requestId: `bank-${options.seed}-${randomInt(0, 2 ** 40)}`, oddsVersion: box.oddsVersion, price: box.price };
    const copies = random() < 0.3 ? 2 : 1;
    const answers = await Promise.all(Array.from({ length: copies }, () => bankCall<{ list: { openId: string }[] }>(server, '/member/openBox', body, member)));
    const opened = answers.filter((answer) => answer?.code === 100);
    const outcome: Outcome = opened.length > 0 ? 'ok' : answers.some((answer) => !answer) ? 'unknown' : 'refused';
    for (const answer of answers) {
      if (answer && ![100, ERROR.insufficient, ERROR.jadeOffer, ERROR.rateLimited].includes(answer.code)) log.surprises.push(`openBox ${answer.code} ${answer.msg}`);
    }
    if (new Set(opened.map((answer) => answer?.data.list[0]?.openId)).size > 1) log.surprises.push(`I5 one request id of ${member.userId} opened two boxes`);
    log.purchases.push({ userId: member.userId, price: box.price, outcome });
  };

  const convert = async (member: BankMember) => {
    const amount = 1 + Math.floor(random() * 300);
    const requestId = `bank-${options.seed}-${randomInt(0, 2 ** 40)}`;
    const times = random() < 0.25 ? 2 : 1;
    await Promise.all(
      Array.from({ length: times }, async () => {
        const answer = await bankCall(server, '/member/goldConvert', { amount, requestId }, member);
        const outcome: Outcome = !answer ? 'unknown' : answer.code === 100 ? 'ok' : 'refused';
        if (answer && ![100, ERROR.insufficient, ERROR.rateLimited].includes(answer.code)) log.surprises.push(`goldConvert ${answer.code}`);
        log.effects.push({
          kind: 'convert',
          userId: member.userId,
          transferId: `convert:${member.userId}:${requestId}:jade`,
          deltas: { jade: -amount, ingot: amount },
          outcome,
          ...(answer ? { errorCode: answer.code } : {}),
        });
      }),
    );
  };

  let started = 0;
  let midwayDone = false;
  const worker = async () => {
    while (started < options.operations) {
      started += 1;
      if (options.midway && !midwayDone && started > options.midway.after) {
        midwayDone = true;
        await options.midway.action();
      }
      const member = pick(options.members);
      const roll = random();
      if (roll < 0.26) await recharge(member, false);
      else if (roll < 0.33) await recharge(member, true);
      else if (roll < 0.53) await redeem(member);
      else if (roll < 0.63) await storePurchase(member);
      else if (roll < 0.66 && options.outsiders?.length) await outsiderTries(pick(options.outsiders));
      else if (roll < 0.83) await purchase(member);
      else await convert(member);
      if (started % 10 === 0) {
        const violations = await ledgerViolations(options.db);
        if (violations.length > 0) log.surprises.push(...violations.map((v) => `mid-run ${v}`));
        log.seen.push(...(await snapshotTransfers(options.db)).filter((row) => !log.seen.some((s) => s.id === row.id)));
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return log;
}

/**
 * Every invariant that applies after a workload (I1–I7, I13, I14), read from the database and the
 * client's log. Acknowledged effects must be in the log once (I5, I14); refused ones absent unless
 * another attempt with the same key succeeded; unknown ones may be either and are counted if present.
 */
export async function bankViolations(db: Kysely<Database>, log: BankLog): Promise<string[]> {
  const violations = [...(await ledgerViolations(db, log.seen))];
  violations.push(...log.surprises.map((s) => `answer ${s}`));
  violations.push(...log.forgedAccepted.map((s) => `I7 forged callback accepted: ${s}`));

  const transfers = await db.selectFrom('ledger_transfers').selectAll().execute();
  const byId = new Map(transfers.map((row) => [row.id, row]));

  // I5 / I14: one effect per key.
  const byKey = new Map<string, BankEffect[]>();
  for (const effect of log.effects) byKey.set(effect.transferId, [...(byKey.get(effect.transferId) ?? []), effect]);
  const expected = new Map<string, Partial<Record<Currency, number>>>();
  const add = (userId: string, deltas: Partial<Record<Currency, number>>) => {
    const sum = expected.get(userId) ?? {};
    for (const [currency, delta] of Object.entries(deltas) as [Currency, number][]) sum[currency] = (sum[currency] ?? 0) + delta;
    expected.set(userId, sum);
  };
  for (const [key, effects] of byKey) {
    const present = byId.has(key);
    const acknowledged = effects.some((effect) => effect.outcome === 'ok');
    const onlyRefused = effects.every((effect) => effect.outcome === 'refused');
    if (acknowledged && !present) violations.push(`I5/I14 acknowledged ${key} is not in the ledger`);
    if (onlyRefused && present) violations.push(`I5 refused ${key} is in the ledger`);
    const first = effects[0];
    if (present && first) add(first.userId, first.deltas);
  }

  // I7: callbacks.
  const packages = new Map((await db.selectFrom('recharge_packages').selectAll().execute()).map((row) => [row.id, row]));
  for (const order of log.orders) {
    const row = await db.selectFrom('recharge_orders').selectAll().where('order_no', '=', order.orderNo).executeTakeFirst();
    const credits = transfers.filter((t) => t.reference === `order:${order.orderNo}`);
    const principal = credits.filter((t) => t.reason === 'recharge');
    if (!row) {
      violations.push(`I14 order ${order.orderNo} is missing`);
      continue;
    }
    if (order.decoy && (row.status === 'success' || credits.length > 0)) violations.push(`I7 decoy order ${order.orderNo} was credited`);
    if (order.paidAcknowledged && row.status !== 'success') violations.push(`I7 paid order ${order.orderNo} is ${row.status}`);
    if (row.status === 'success') {
      if (principal.length !== 1) violations.push(`I7 paid order ${order.orderNo} has ${principal.length} principal credits`);
      const pack = row.package_id ? packages.get(row.package_id) : undefined;
      const bonus = pack ? Math.floor((Number(pack.coins) * pack.bonus_percent) / 100) : 0;
      const received = credits.reduce((sum, t) => sum + Number(t.amount), 0);
      if (received !== Number(row.amount_received)) violations.push(`I7 order ${order.orderNo} received ${received}, record says ${row.amount_received}`);
      if (received !== Number(row.coins) + bonus + Number(row.first_bonus)) violations.push(`I7 order ${order.orderNo} credited ${received}`);
      add(order.userId, { coin: received });
    } else if (credits.length > 0) violations.push(`I7 unpaid order ${order.orderNo} has credits`);
  }
  violations.push(...(await storeViolations(db, log.storePurchases, add)));

  // Promotions once per person: an account's person is its owner, shared by its sub-accounts.
  const ownerOf = new Map((await db.selectFrom('users').select(['id', 'owner_id']).execute()).map((user) => [`user:${user.id}:`, user.owner_id]));
  const personOf = (accountId: string) => ownerOf.get(accountId.slice(0, accountId.lastIndexOf(':') + 1)) ?? accountId;
  const claims = new Map<string, number>();
  for (const t of transfers.filter((row) => row.reason === 'first_recharge_bonus' || row.reason === 'redemption_code')) {
    const claim = `${t.reason === 'first_recharge_bonus' ? 'first-recharge bonus' : t.reference} of person ${personOf(t.credit_account_id)}`;
    claims.set(claim, (claims.get(claim) ?? 0) + 1);
  }
  for (const [claim, count] of claims) if (count > 1) violations.push(`I5 ${claim} paid ${count} times`);
  // The adult gate: nothing reaches an unverified account.
  for (const t of transfers) if (log.outsiders.some((userId) => t.credit_account_id.startsWith(`user:${userId}:`))) violations.push(`gate: ${t.id} credited unverified ${t.credit_account_id}`);

  // Purchases: every acknowledged one debited once, unknown ones at most once, refused ones never.
  for (const userId of new Set(log.purchases.map((p) => p.userId))) {
    const mine = log.purchases.filter((p) => p.userId === userId);
    const debits = transfers.filter((t) => t.reason === 'box_purchase' && t.debit_account_id === `user:${userId}:coin`);
    const price = mine[0]?.price ?? 0;
    const acknowledged = mine.filter((p) => p.outcome === 'ok').length;
    const unknown = mine.filter((p) => p.outcome === 'unknown').length;
    if (debits.some((t) => Number(t.amount) !== price)) violations.push(`I6 ${userId} has a box debit other than the price ${price}`);
    if (debits.length < acknowledged || debits.length > acknowledged + unknown)
      violations.push(`I5 ${userId}: ${debits.length} box debits for ${acknowledged} acknowledged and ${unknown} unknown purchases`);
    add(userId, { coin: -debits.reduce((sum, t) => sum + Number(t.amount), 0) });
  }

  // I6: the client's books agree with the balances.
  const users = new Set([
    ...log.effects.map((e) => e.userId),
    ...log.orders.map((o) => o.userId),
    ...log.purchases.map((p) => p.userId),
    ...log.storePurchases.flatMap((purchase) => purchase.sends.map((send) => send.userId)),
  ]);
  for (const userId of users) {
    const rows = await db.selectFrom('ledger_accounts').select(['currency', 'balance']).where('owner_kind', '=', 'user').where('owner_id', '=', userId).execute();
    const want = expected.get(userId) ?? {};
    for (const currency of CURRENCIES) {
      const held = Number(rows.find((row) => row.currency === currency)?.balance ?? 0);
      if (held !== (want[currency] ?? 0)) violations.push(`I6 ${userId} holds ${held} ${currency}, the client's books say ${want[currency] ?? 0}`);
    }
  }
  // Codes never exceed their uses.
  for (const code of await db.selectFrom('redemption_codes').selectAll().execute()) {
    const uses = transfers.filter((t) => t.reference === `code:${code.code}`).length;
    if (uses > code.max_uses || uses !== code.used_count) violations.push(`I5 code ${code.code}: ${uses} credits, ${code.used_count} counted, ${code.max_uses} allowed`);
  }
  return violations;
}

/** Fails with every violation and the seed that replays the run. */
export function assertBankHolds(violations: readonly string[], seed: number): void {
  if (violations.length > 0) throw new Error(`bank invariants broken (replay with BANK_SEED=${seed}):\n${violations.slice(0, 50).join('\n')}`);
}
