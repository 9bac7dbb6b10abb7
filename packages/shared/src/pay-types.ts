import type { Locale } from './constants';

/**
 * Every way a player can pay for coins: the web checkouts (Alipay, WeChat Pay, Stripe for players
 * outside China) and the phone apps' stores. Which of them a player is offered comes from what
 * the server has configured (`/api/payTrendConfig`).
 */
export const PAY_TYPES = {
  alipay: { cn: '支付宝', br: 'Alipay', en: 'Alipay' },
  wechat: { cn: '微信支付', br: 'WeChat Pay', en: 'WeChat Pay' },
  stripe: { cn: '国际银行卡', br: 'Cartão ou Pix', en: 'Card' },
  apple: { cn: 'App Store', br: 'App Store', en: 'App Store' },
  google_play: { cn: 'Google Play', br: 'Google Play', en: 'Google Play' },
} as const satisfies Record<string, Readonly<Record<Locale, string>>>;

export type PayType = keyof typeof PAY_TYPES;

/** The pay types of a browser checkout, in the order the recharge page offers them. */
export const WEB_PAY_TYPES = ['alipay', 'wechat', 'stripe'] as const satisfies readonly PayType[];
export type WebPayType = (typeof WEB_PAY_TYPES)[number];

/** The `platform` values the phone apps send; only they are offered the stores' pay types. */
export const APP_PLATFORMS = { ios: ['apple'], android: ['google_play'], app: ['apple', 'google_play'] } as const satisfies Record<string, readonly PayType[]>;

export function isWebPayType(code: string): code is WebPayType {
  return (WEB_PAY_TYPES as readonly string[]).includes(code);
}
