import { WEB_PAY_TYPES } from '@lootbay/shared/pay-types';
import type { Config } from '../config';
import type { Db } from '../db/dialect';
import { createIdentityProvider } from './identity/identity';
import type { IdentityProvider } from './identity/identity.provider';
import { createSandboxIdentity } from './identity/sandbox-identity';
import { createAlipayProvider } from './payments/alipay/alipay';
import type { PaymentProvider } from './payments/provider';
import { createSandboxProvider } from './payments/sandbox';
import { createStripeProvider } from './payments/stripe/stripe';
import { createWechatPayProvider } from './payments/wechat/wechat-pay';
import type { BeaconProvider } from './beacon/beacon.provider';
import { createDrandBeacon, QUICKNET } from './beacon/drand-beacon';
import { createSandboxBeacon } from './beacon/sandbox-beacon';
import { createSandboxSms, type SandboxSms } from './sms/sandbox-sms';
import { createSms } from './sms/sms';
import type { SmsProvider } from './sms/sms.provider';
import { createSandboxSteam } from './steam/sandbox-steam';
import { createSteamCommunity } from './steam/steam-community';
import type { SteamProvider } from './steam/steam.provider';
import { createAppStore } from './stores/app-store/app-store';
import { createGooglePlay } from './stores/google-play/google-play';
import { createSandboxAppStore } from './stores/sandbox-app-store';
import { createSandboxGooglePlay } from './stores/sandbox-google-play';
import type { StoreName, StoreProvider } from './stores/store.provider';
import { createMarket } from './trading/market';
import { createSandboxMarket, type SandboxMarket } from './trading/sandbox-market';
import type { TradingProvider } from './trading/trading.provider';

/** The outside services this server talks to, as configured. */
export interface Providers {
  readonly payments: readonly PaymentProvider[];
  readonly stores: Readonly<Partial<Record<StoreName, StoreProvider>>>;
  readonly sms: SmsProvider;
  /** The sandbox SMS outbox, in development, for `GET /dev/sms`. */
  readonly sandboxSms: SandboxSms | null;
  readonly identity: IdentityProvider;
  readonly steam: SteamProvider;
  /** Null where no market is configured: retrievals and the key shop are then closed. */
  readonly market: TradingProvider | null;
  /** The sandbox market, in development, for `/dev/market`. */
  readonly sandboxMarket: SandboxMarket | null;
  /** The public randomness beacon games take rounds of: drand, or in development its stand-in. */
  readonly beacon: BeaconProvider;
  /** What serves each kind: the providers' names, none when the kind is off. */
  readonly names: Readonly<Record<ProviderKind, readonly string[]>>;
}

export const PROVIDER_KINDS = ['payments', 'stores', 'sms', 'identity', 'steam', 'market', 'beacon'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

/**
 * Builds the real adapter of every provider whose settings are present. Production uses only
 * those (its configuration refuses to start without SMS and identity); development fills each gap
 * with the sandbox, which behaves like the real service without leaving this machine.
 */
export function buildProviders(config: Config, deps: { db: Db; clock: () => number; log: { info(object: object, message: string): void } }): Providers {
  const settings = config.providers;
  const sandbox = !config.production;
  const real = [settings.alipay && createAlipayProvider(settings.alipay), settings.wechat && createWechatPayProvider(settings.wechat), settings.stripe && createStripeProvider(settings.stripe)].filter(
    (provider): provider is PaymentProvider => provider !== null,
  );
  const unserved = WEB_PAY_TYPES.filter((payType) => !real.some((provider) => provider.payTypes.includes(payType)));
  const payments = sandbox && unserved.length > 0 ? [...real, createSandboxProvider(config.paymentSecret, unserved)] : real;

  const appStore = settings.appStore ? createAppStore(settings.appStore) : sandbox ? createSandboxAppStore(config.paymentSecret) : null;
  const googlePlay = settings.googlePlay ? createGooglePlay(settings.googlePlay) : sandbox ? createSandboxGooglePlay(config.paymentSecret) : null;

  const sandboxSms = settings.sms ? null : createSandboxSms({ logger: deps.log, production: config.production });
  const sandboxMarket = config.market.provider === 'sandbox' ? createSandboxMarket({ db: deps.db, clock: deps.clock, ...config.market }) : null;
  const market =
    sandboxMarket ??
    (config.market.provider && config.market.provider !== 'sandbox' ? createMarket(config.market.provider, { apiKey: config.market.apiKey!, endpoint: config.market.endpoint, unitsPerCoin: config.market.unitsPerCoin }) : null);
  const stores = { ...(appStore ? { app_store: appStore } : {}), ...(googlePlay ? { google_play: googlePlay } : {}) };
  const identity = settings.identity ? createIdentityProvider(settings.identity) : createSandboxIdentity();
  const realSteam = settings.steam.configured || config.production;
  const drand = settings.beacon.relays !== null || config.production;
  const beacon = drand
    ? createDrandBeacon({ baseUrls: settings.beacon.relays ?? QUICKNET.baseUrls, chainHash: settings.beacon.chainHash ?? QUICKNET.chainHash, publicKey: settings.beacon.publicKey ?? QUICKNET.publicKey })
    : createSandboxBeacon({ period: settings.beacon.sandboxPeriod, clock: deps.clock });
  return {
    payments,
    stores,
    sms: settings.sms ? createSms(settings.sms) : sandboxSms!,
    sandboxSms,
    identity,
    steam: realSteam ? createSteamCommunity(settings.steam) : createSandboxSteam(),
    market,
    sandboxMarket,
    beacon,
    names: {
      payments: payments.map((provider) => provider.name),
      stores: [...new Set([settings.appStore ? 'app_store' : appStore && 'sandbox', settings.googlePlay ? 'google_play' : googlePlay && 'sandbox'].filter((name): name is string => Boolean(name)))],
      sms: [settings.sms?.provider ?? 'sandbox'],
      identity: [identity.name],
      steam: [realSteam ? 'steam' : 'sandbox'],
      market: market ? [market.name] : [],
      beacon: [beacon.name],
    },
  };
}

/** The start-up table: one line per kind, `provider <kind>: <names, comma-separated, or off>` (never a secret). */
export function providerTable(providers: Providers): string[] {
  return PROVIDER_KINDS.map((kind) => `provider ${kind}: ${providers.names[kind].length > 0 ? providers.names[kind].join(', ') : 'off'}`);
}
