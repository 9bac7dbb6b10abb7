import { z } from 'zod';

/**
 * The outside services' settings (docs/operations.md, "Providers"). Each provider is off unless
 * its settings are present; once one of them is given, the rest it needs are required. Every
 * address setting takes `http://127.0.0.1:<port>…` too, so a test double on this machine can
 * stand in for the provider.
 */
export const providerEnvShape = {
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),

  ALIPAY_APP_ID: z.string().min(1).optional(),
  ALIPAY_APP_PRIVATE_KEY: z.string().min(1).optional(),
  ALIPAY_PUBLIC_KEY: z.string().min(1).optional(),
  ALIPAY_GATEWAY: z.url({ protocol: /^https?$/ }).default('https://openapi.alipay.com/gateway.do'),

  WECHATPAY_MCH_ID: z.string().min(1).optional(),
  WECHATPAY_APP_ID: z.string().min(1).optional(),
  WECHATPAY_API_V3_KEY: z.string().length(32, 'WECHATPAY_API_V3_KEY is 32 characters').optional(),
  WECHATPAY_MCH_PRIVATE_KEY: z.string().min(1).optional(),
  WECHATPAY_MCH_SERIAL: z.string().min(1).optional(),
  WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().min(1).optional(),
  WECHATPAY_PLATFORM_SERIAL: z.string().min(1).optional(),
  WECHATPAY_BASE: z.url({ protocol: /^https?$/ }).default('https://api.mch.weixin.qq.com'),

  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_CURRENCY: z
    .string()
    .regex(/^[a-z]{3}$/, 'STRIPE_CURRENCY is a lowercase ISO 4217 code')
    .default('cny'),
  STRIPE_UNITS_PER_YUAN: z.coerce.number().positive().max(1_000_000).default(1),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),

  APPLE_BUNDLE_ID: z.string().min(1).optional(),
  APPLE_APP_APPLE_ID: z.coerce.number().int().positive().optional(),
  APPLE_ENVIRONMENT: z.enum(['Production', 'Sandbox']).default('Production'),
  /** Comma-separated paths of DER or PEM root certificates; Apple's roots (shipped with the server) when unset. */
  APPLE_ROOT_CERTS: z.string().min(1).optional(),
  /** Whether each certificate chain is checked for revocation with Apple's OCSP responder (off only for test roots). */
  APPLE_ONLINE_CHECKS: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(true),

  GOOGLE_PLAY_PACKAGE_NAME: z.string().min(1).optional(),
  GOOGLE_PLAY_SERVICE_ACCOUNT: z.string().min(1).optional(),
  GOOGLE_PLAY_API_BASE: z.url({ protocol: /^https?$/ }).default('https://androidpublisher.googleapis.com'),
  /** The secret the Pub/Sub push subscription adds to its endpoint (`?token=`), so only it is heard. */
  GOOGLE_PLAY_NOTIFY_TOKEN: z.string().min(16).optional(),

  SMS_PROVIDER: z.enum(['aliyun', 'tencent']).optional(),
  SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
  SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  SMS_SIGN_NAME: z.string().min(1).optional(),
  SMS_TEMPLATE_CODE: z.string().min(1).optional(),
  SMS_SDK_APP_ID: z.string().min(1).optional(),
  SMS_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),

  REAL_NAME_PROVIDER: z.enum(['aliyun', 'tencent']).optional(),
  REAL_NAME_ACCESS_KEY_ID: z.string().min(1).optional(),
  REAL_NAME_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  REAL_NAME_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),

  STEAM_COMMUNITY_BASE: z.url({ protocol: /^https?$/ }).optional(),

  /** drand relays, comma-separated, tried in order; drand's public relays when unset. */
  DRAND_URLS: z
    .string()
    .transform((value) => value.split(',').map((url) => url.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/ })).min(1))
    .optional(),
  /** The drand chain (and its key) rounds must come from; quicknet when unset. */
  DRAND_CHAIN_HASH: z.string().regex(/^[0-9a-f]{64}$/, 'DRAND_CHAIN_HASH is 64 lower-case hex digits').optional(),
  DRAND_PUBLIC_KEY: z.string().regex(/^[0-9a-f]{192}$/, 'DRAND_PUBLIC_KEY is a 96-byte G2 key in lower-case hex').optional(),
  /** Seconds between the development stand-in beacon's rounds. */
  BEACON_SANDBOX_PERIOD: z.coerce.number().int().min(1).max(60).default(3),
};

type ProviderEnv = z.infer<z.ZodObject<typeof providerEnvShape>>;

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

/** Environment values may carry a PEM with its line breaks written as `\n`. */
const pem = (value: string): string => value.replaceAll('\\n', '\n');

export interface ProvidersConfig {
  /** This site's public origin for provider callbacks and return pages; the request's own origin when unset. */
  readonly publicUrl: string | null;
  readonly alipay: { readonly appId: string; readonly privateKey: string; readonly alipayPublicKey: string; readonly gateway: string } | null;
  readonly wechat: {
    readonly mchId: string;
    readonly appId: string;
    readonly apiV3Key: string;
    readonly privateKey: string;
    readonly serial: string;
    readonly platformPublicKey: string;
    readonly platformSerial: string;
    readonly base: string;
  } | null;
  readonly stripe: { readonly secretKey: string; readonly webhookSecret: string; readonly currency: string; readonly unitsPerYuan: number; readonly apiBase: string } | null;
  readonly appStore: { readonly bundleId: string; readonly appAppleId: number | null; readonly environment: 'Production' | 'Sandbox'; readonly rootCerts: readonly string[] | null; readonly onlineChecks: boolean } | null;
  readonly googlePlay: { readonly packageName: string; readonly serviceAccountFile: string; readonly apiBase: string; readonly notifyToken: string | null } | null;
  readonly sms: {
    readonly provider: 'aliyun' | 'tencent';
    readonly accessKeyId: string;
    readonly accessKeySecret: string;
    readonly signName: string;
    readonly templateCode: string;
    readonly sdkAppId: string | null;
    readonly endpoint: string | null;
  } | null;
  readonly identity: { readonly provider: 'aliyun' | 'tencent'; readonly accessKeyId: string; readonly accessKeySecret: string; readonly endpoint: string | null } | null;
  /** Steam Community, which production always asks; development asks the sandbox unless the base is given. */
  readonly steam: { readonly communityBase: string; readonly configured: boolean };
  /** drand, which production always asks (quicknet unless told otherwise); development asks the stand-in unless relays are given. */
  readonly beacon: { readonly relays: readonly string[] | null; readonly chainHash: string | null; readonly publicKey: string | null; readonly sandboxPeriod: number };
}

/**
 * A provider's settings when any of its `keys` is given: all of them then, or an error naming
 * what is missing.
 */
function group<K extends keyof ProviderEnv>(e: ProviderEnv, name: string, keys: readonly K[], fail: (message: string) => never): { [P in K]-?: NonNullable<ProviderEnv[P]> } | null {
  const given = keys.filter((key) => e[key] !== undefined);
  if (given.length === 0) return null;
  const missing = keys.filter((key) => e[key] === undefined);
  if (missing.length > 0) fail(`${name} is configured (${given.join(', ')}) but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`);
  return Object.fromEntries(keys.map((key) => [key, e[key]])) as { [P in K]-?: NonNullable<ProviderEnv[P]> };
}

export function providersOf(e: ProviderEnv, fail: (message: string) => never): ProvidersConfig {
  const alipay = group(e, 'Alipay', ['ALIPAY_APP_ID', 'ALIPAY_APP_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'], fail);
  const wechat = group(
    e,
    'WeChat Pay',
    ['WECHATPAY_MCH_ID', 'WECHATPAY_APP_ID', 'WECHATPAY_API_V3_KEY', 'WECHATPAY_MCH_PRIVATE_KEY', 'WECHATPAY_MCH_SERIAL', 'WECHATPAY_PLATFORM_PUBLIC_KEY', 'WECHATPAY_PLATFORM_SERIAL'],
    fail,
  );
  const stripe = group(e, 'Stripe', ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], fail);
  const appStore = group(e, 'the App Store', ['APPLE_BUNDLE_ID'], fail);
  if (appStore && e.APPLE_ENVIRONMENT === 'Production' && e.APPLE_APP_APPLE_ID === undefined) fail('the App Store in Production needs APPLE_APP_APPLE_ID');
  const googlePlay = group(e, 'Google Play', ['GOOGLE_PLAY_PACKAGE_NAME', 'GOOGLE_PLAY_SERVICE_ACCOUNT'], fail);
  const sms = group(e, 'SMS', ['SMS_PROVIDER', 'SMS_ACCESS_KEY_ID', 'SMS_ACCESS_KEY_SECRET', 'SMS_SIGN_NAME', 'SMS_TEMPLATE_CODE'], fail);
  if (sms?.SMS_PROVIDER === 'tencent' && e.SMS_SDK_APP_ID === undefined) fail('Tencent Cloud SMS needs SMS_SDK_APP_ID');
  const identity = group(e, 'real-name verification', ['REAL_NAME_PROVIDER', 'REAL_NAME_ACCESS_KEY_ID', 'REAL_NAME_ACCESS_KEY_SECRET'], fail);
  if ((e.DRAND_CHAIN_HASH === undefined) !== (e.DRAND_PUBLIC_KEY === undefined)) fail('DRAND_CHAIN_HASH and DRAND_PUBLIC_KEY pin a drand chain together: give both or neither');
  return {
    publicUrl: e.PUBLIC_URL ? trimSlash(e.PUBLIC_URL) : null,
    alipay: alipay && { appId: alipay.ALIPAY_APP_ID, privateKey: pem(alipay.ALIPAY_APP_PRIVATE_KEY), alipayPublicKey: pem(alipay.ALIPAY_PUBLIC_KEY), gateway: e.ALIPAY_GATEWAY },
    wechat: wechat && {
      mchId: wechat.WECHATPAY_MCH_ID,
      appId: wechat.WECHATPAY_APP_ID,
      apiV3Key: wechat.WECHATPAY_API_V3_KEY,
      privateKey: pem(wechat.WECHATPAY_MCH_PRIVATE_KEY),
      serial: wechat.WECHATPAY_MCH_SERIAL,
      platformPublicKey: pem(wechat.WECHATPAY_PLATFORM_PUBLIC_KEY),
      platformSerial: wechat.WECHATPAY_PLATFORM_SERIAL,
      base: trimSlash(e.WECHATPAY_BASE),
    },
    stripe: stripe && { secretKey: stripe.STRIPE_SECRET_KEY, webhookSecret: stripe.STRIPE_WEBHOOK_SECRET, currency: e.STRIPE_CURRENCY, unitsPerYuan: e.STRIPE_UNITS_PER_YUAN, apiBase: trimSlash(e.STRIPE_API_BASE) },
    appStore: appStore && {
      bundleId: appStore.APPLE_BUNDLE_ID,
      appAppleId: e.APPLE_APP_APPLE_ID ?? null,
      environment: e.APPLE_ENVIRONMENT,
      rootCerts: e.APPLE_ROOT_CERTS ? e.APPLE_ROOT_CERTS.split(',').map((file) => file.trim()).filter(Boolean) : null,
      onlineChecks: e.APPLE_ONLINE_CHECKS,
    },
    googlePlay: googlePlay && {
      packageName: googlePlay.GOOGLE_PLAY_PACKAGE_NAME,
      serviceAccountFile: googlePlay.GOOGLE_PLAY_SERVICE_ACCOUNT,
      apiBase: trimSlash(e.GOOGLE_PLAY_API_BASE),
      notifyToken: e.GOOGLE_PLAY_NOTIFY_TOKEN ?? null,
    },
    sms: sms && {
      provider: sms.SMS_PROVIDER,
      accessKeyId: sms.SMS_ACCESS_KEY_ID,
      accessKeySecret: sms.SMS_ACCESS_KEY_SECRET,
      signName: sms.SMS_SIGN_NAME,
      templateCode: sms.SMS_TEMPLATE_CODE,
      sdkAppId: e.SMS_SDK_APP_ID ?? null,
      endpoint: e.SMS_ENDPOINT ? trimSlash(e.SMS_ENDPOINT) : null,
    },
    identity: identity && {
      provider: identity.REAL_NAME_PROVIDER,
      accessKeyId: identity.REAL_NAME_ACCESS_KEY_ID,
      accessKeySecret: identity.REAL_NAME_ACCESS_KEY_SECRET,
      endpoint: e.REAL_NAME_ENDPOINT ? trimSlash(e.REAL_NAME_ENDPOINT) : null,
    },
    steam: { communityBase: trimSlash(e.STEAM_COMMUNITY_BASE ?? 'https://steamcommunity.com'), configured: e.STEAM_COMMUNITY_BASE !== undefined },
    beacon: { relays: e.DRAND_URLS?.map(trimSlash) ?? null, chainHash: e.DRAND_CHAIN_HASH ?? null, publicKey: e.DRAND_PUBLIC_KEY ?? null, sandboxPeriod: e.BEACON_SANDBOX_PERIOD },
  };
}
