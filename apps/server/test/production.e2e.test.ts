import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAuthKey } from '@lootbay/shared/auth-key';
import type { Envelope } from '@lootbay/shared/schemas/common';
import { REPO_ROOT } from '../src/config';
import { createSandboxBeacon } from '../src/providers/beacon/sandbox-beacon';
import { startAliyunDouble, type AliyunDouble } from './doubles/aliyun';
import { startDrandRelayDouble, type DrandRelayDouble } from './doubles/drand-relay';
import { startAlipayDouble, type AlipayDouble } from './doubles/alipay';
import { startAppStoreDouble, type AppStoreDouble } from './doubles/app-store';
import { startGooglePlayDouble, type GooglePlayDouble } from './doubles/google-play';
import { startSteamCommunityDouble, type SteamCommunityDouble } from './doubles/steam-community';
import { startStripeDouble, type StripeDouble } from './doubles/stripe';
import { startWaxpeerDouble, type WaxpeerDouble } from './doubles/waxpeer';
import { startWechatPayDouble, type WechatPayDouble } from './doubles/wechat-pay';
import { TEST_DATABASE_URL } from './helpers/databases';
import { adultIdNumber, randomMobile } from './helpers/members';
import { ALIYUN_TEST_CREDENTIALS, productionEnv, PRODUCTION_SECRETS } from './helpers/production';
import { scratchDatabase } from './helpers/server-process';
import { SERVER_COMMAND } from './helpers/compiled-server';

/**
 * The site as an operator opens it: the server process in production mode on PostgreSQL (SQLite
 * where no PostgreSQL answers), every provider replaced by its test double on this machine, and a
 * player who goes from sign-up to an item delivered to Steam through the public HTTP API only.
 */

const ALIPAY_APP_ID = '2021000000000001';
const WECHAT = { mchId: '1900000109', appId: 'wxd678efh567hg6787', apiV3Key: 'v3-key-of-exactly-32-characters!', merchantSerial: '5157F09EFDC096DE15EBE81A47057A72' };
const STRIPE = { secretKey: 'sk_test_lootbay_production_e2e', webhookSecret: 'whsec_lootbay_production_e2e' };
const WAXPEER_KEY = 'waxpeer-production-e2e-key';
const OWNER = { CONSOLE_OWNER_ACCOUNT: 'owner', CONSOLE_OWNER_PASSWORD: 'a-long-owner-password', CONSOLE_OWNER_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DP' };

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function eventually<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('production with every provider replaced by its double', () => {
  let baseUrl = '';
  let server: ChildProcess | undefined;
  let output = '';
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let aliyun: AliyunDouble;
  let alipay: AlipayDouble;
  let wechat: WechatPayDouble;
  let stripe: StripeDouble;
  let steam: SteamCommunityDouble;
  let waxpeer: WaxpeerDouble;
  let appStore: AppStoreDouble;
  let googlePlay: GooglePlayDouble;
  let drand: DrandRelayDouble;
  const beacon = createSandboxBeacon();

  /** A signed catalogue call, as the web app makes it. */
  async function call<T>(apiPath: string, body: Record<string, unknown>, token?: string): Promise<Envelope<T>> {
    const url = `/api${apiPath}`;
    const response = await fetch(`${baseUrl}${url}?auth_key=${signAuthKey(url, Date.now() / 1000, PRODUCTION_SECRETS.AUTH_KEY)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify({ platform: 'pc', sid: 1100, type: 1, locale: 'en', ...body }),
    });
    return (await response.json()) as Envelope<T>;
  }

  async function expectSuccess<T>(answer: Promise<Envelope<T>>): Promise<T> {
    const envelope = await answer;
    expect(envelope, envelope.msg).toMatchObject({ code: 100 });
    return envelope.data;
  }

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const alipayApp = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });
    const merchant = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    [aliyun, alipay, wechat, stripe, steam, waxpeer, appStore, googlePlay, drand] = await Promise.all([
      startAliyunDouble(ALIYUN_TEST_CREDENTIALS),
      startAlipayDouble({ appId: ALIPAY_APP_ID, appPublicKey: alipayApp.publicKey }),
      startWechatPayDouble({ ...WECHAT, merchantPublicKey: merchant.publicKey }),
      startStripeDouble({ ...STRIPE, webhookUrl: `${baseUrl}/api/pay/stripe/webhook` }),
      startSteamCommunityDouble(),
      startWaxpeerDouble({ apiKey: WAXPEER_KEY }),
      startAppStoreDouble({ notifyUrl: `${baseUrl}/api/pay/apple/notify` }),
      startGooglePlayDouble(),
      startDrandRelayDouble(beacon),
    ]);
    database = await scratchDatabase(TEST_DATABASE_URL ? 'postgres' : 'sqlite');
    const env = {
      ...productionEnv({ endpoint: aliyun.url }),
      ...OWNER,
      PATH: process.env['PATH'] ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: database.url,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      RETRIEVAL_POLL_MS: '200',
      ALIPAY_APP_ID,
      ALIPAY_APP_PRIVATE_KEY: alipayApp.privateKey,
      ALIPAY_PUBLIC_KEY: alipay.alipayPublicKey,
      ALIPAY_GATEWAY: alipay.gateway,
      WECHATPAY_MCH_ID: WECHAT.mchId,
      WECHATPAY_APP_ID: WECHAT.appId,
      WECHATPAY_API_V3_KEY: WECHAT.apiV3Key,
      WECHATPAY_MCH_PRIVATE_KEY: merchant.privateKey,
      WECHATPAY_MCH_SERIAL: WECHAT.merchantSerial,
      WECHATPAY_PLATFORM_PUBLIC_KEY: wechat.platformPublicKey,
      WECHATPAY_PLATFORM_SERIAL: wechat.platformSerial,
      WECHATPAY_BASE: wechat.url,
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      APPLE_BUNDLE_ID: appStore.bundleId,
      APPLE_APP_APPLE_ID: String(appStore.appAppleId),
      APPLE_ENVIRONMENT: appStore.environment,
      APPLE_ROOT_CERTS: appStore.rootCertFile,
      GOOGLE_PLAY_PACKAGE_NAME: 'com.lootbay.app',
      GOOGLE_PLAY_SERVICE_ACCOUNT: googlePlay.serviceAccountFile,
      GOOGLE_PLAY_API_BASE: googlePlay.url,
      STEAM_COMMUNITY_BASE: steam.url,
      MARKET_PROVIDER: 'waxpeer',
      MARKET_API_KEY: WAXPEER_KEY,
      MARKET_ENDPOINT: waxpeer.url,
      DRAND_URLS: drand.url,
      DRAND_CHAIN_HASH: beacon.chainInfo.hash,
      DRAND_PUBLIC_KEY: beacon.chainInfo.public_key,
    };
    server = spawn(SERVER_COMMAND[0], SERVER_COMMAND[1], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await eventually(
      'the server to answer',
      async () => (server?.exitCode === null ? await fetch(`${baseUrl}/healthz`).then((response) => response.ok, () => false) : `exited: ${output}`),
      (up) => up === true,
      60_000,
    );
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await Promise.all([aliyun, alipay, wechat, stripe, steam, waxpeer, appStore, googlePlay, drand].map((double) => double?.close()));
    await database?.dispose();
  });

  it('prints what serves each kind of provider, and nothing sandboxed is served', async () => {
    expect(output.split('\n').map((line) => line.trim()).filter((line) => line.startsWith('provider '))).toEqual([
      'provider payments: alipay, wechat, stripe',
      'provider stores: app_store, google_play',
      'provider sms: aliyun',
      'provider identity: aliyun',
      'provider steam: steam',
      'provider market: waxpeer',
      'provider beacon: drand',
    ]);
    for (const page of ['/sandbox/pay/R1', '/dev/sms?mobile=13800138000']) expect((await fetch(`${baseUrl}${page}`)).status).toBe(404);
    // The beacon games take rounds of is the pinned drand chain, read through its relay.
    expect(await expectSuccess(call('/visitor/fairness/beacon', {}))).toMatchObject({ chainHash: beacon.chainInfo.hash, publicKey: beacon.chainInfo.public_key, period: beacon.chainInfo.period });
    expect(drand.received.some((path) => path.endsWith('/info'))).toBe(true);
    const offered = await expectSuccess(call<{ payTypes: { code: string }[] }>('/api/payTrendConfig', {}));
    expect(offered.payTypes.map((type) => type.code)).toEqual(['alipay', 'wechat', 'stripe']);
  });

  it('takes a player from an SMS sign-up to an item delivered to Steam, paying through Alipay, WeChat Pay and Stripe', { timeout: 120_000 }, async () => {
    // Sign up with the code the SMS gateway delivered.
    const mobile = randomMobile();
    await expectSuccess(call('/visitor/sendMobileCode', { mobile }));
    const code = aliyun.sent.find((message) => message.phone === mobile)?.params['code'];
    expect(code).toMatch(/^\d{5}$/);
    const { token } = await expectSuccess(call<{ token: string }>('/loginSms', { mobile, code }));

    // The authority holds this name under this number.
    const realName = '王小明';
    const idNumber = adultIdNumber();
    aliyun.identities.set(`${realName}:${idNumber}`, 'match');
    await expectSuccess(call('/visitor/user/authentication', { realName, idNumber }, token));
    expect(aliyun.verifications).toContainEqual({ name: realName, idNumber });

    const status = (orderNo: string) => call<{ status: string; amountReceived: number }>('/member/searchRechargeStatus', { orderNo }, token);
    const paid = (orderNo: string) => eventually(`order ${orderNo} to be paid`, async () => (await status(orderNo)).data, (order) => order.status === 'success');

    // Alipay on a computer: a signed page-pay URL on the gateway; the payer pays there.
    const byAlipay = await expectSuccess(call<{ orderNo: string; payUrl: string }>('/pay-member/on_pay_url', { packageId: 'p30', payType: 'alipay' }, token));
    expect(new URL(byAlipay.payUrl).searchParams.get('method')).toBe('alipay.trade.page.pay');
    expect((await fetch(byAlipay.payUrl)).status).toBe(200);
    await alipay.pay(byAlipay.orderNo);
    expect((await paid(byAlipay.orderNo)).amountReceived).toBe(3_000 + 150 + 300);

    // WeChat Pay on a computer: a Native code to scan.
    const byWechat = await expectSuccess(call<{ orderNo: string; qrCode?: string }>('/pay-member/on_pay_url', { packageId: 'p10', payType: 'wechat' }, token));
    expect(byWechat.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    await wechat.pay(byWechat.orderNo);
    expect((await paid(byWechat.orderNo)).amountReceived).toBe(1_000);

    // Stripe Checkout on a phone.
    const byStripe = await expectSuccess(call<{ orderNo: string; payUrl: string }>('/pay-member/on_pay_url', { amount: 2_000, payType: 'stripe', platform: 'h5' }, token));
    expect(byStripe.payUrl.startsWith(stripe.url)).toBe(true);
    await stripe.pay(byStripe.orderNo);
    expect((await paid(byStripe.orderNo)).amountReceived).toBe(2_000);
    const coins = (await expectSuccess(call<{ coin: number }>('/member/userAsset', {}, token))).coin;
    expect(coins).toBe(3_450 + 1_000 + 2_000);

    // Open a box with the coins (its rolls on the seed made on this device), then send its item to Steam through the market.
    await expectSuccess(call('/member/updateUserSeed', { userSeed: `device-${randomUUID()}` }, token));
    const boxes = (await expectSuccess(call<{ list: { id: string; price: number }[] }>('/visitor/list/box', { page: 1, size: 50, kind: 0 }))).list;
    const box = boxes.filter((candidate) => candidate.price > 0 && candidate.price <= coins).sort((a, b) => a.price - b.price)[0]!;
    const opened = await expectSuccess(call<{ list: { backpackItemId: string }[] }>('/member/openBox', { id: box.id, num: 1, requestId: randomUUID() }, token));
    const itemId = opened.list[0]!.backpackItemId;
    const tradeUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=240416830&token=Lootbay1';
    await expectSuccess(call('/member/bindTransactionUrl', { transactionUrl: tradeUrl }, token));
    expect(steam.requests).toBeGreaterThan(0);
    const sent = await expectSuccess(call<{ list: { id: string }[] }>('/member/takeBack', { ids: [itemId], requestId: randomUUID() }, token));
    const retrievalId = sent.list[0]!.id;
    await eventually('the market order', async () => waxpeer.orders.get(retrievalId), (order) => order !== undefined);
    waxpeer.advance(retrievalId, 4);
    waxpeer.advance(retrievalId, 5);
    const retrievals = () => call<{ list: { id: string; outcome: string | null }[] }>('/member/takeBack/list', { page: 1, size: 10 }, token);
    const delivered = await eventually('the item to be delivered', async () => (await retrievals()).data.list.find((entry) => entry.id === retrievalId), (entry) => entry?.outcome === 'delivered');
    expect(delivered?.outcome).toBe('delivered');
  });
});
