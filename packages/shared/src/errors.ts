import type { Locale } from './constants';
import { ACCOUNT_ERRORS } from './errors/account';
import { ACTIVITY_ERRORS } from './errors/activity';
import { ARENA_ERRORS } from './errors/arena';
import { BOXES_ERRORS } from './errors/boxes';
import { COMMON_ERRORS } from './errors/common';
import { CONSOLE_ERRORS } from './errors/console';
import { ECONOMY_ERRORS } from './errors/economy';
import { EXPONENT_ERRORS } from './errors/exponent';
import type { CatalogueEntry } from './errors/entry';
import { FISHING_ERRORS } from './errors/fishing';
import { INVITE_ERRORS } from './errors/invite';
import { GAMES_ERRORS } from './errors/games';
import { MESSAGES_ERRORS } from './errors/messages';
import { PLAY_ERRORS } from './errors/play';
import { PRIVACY_ERRORS } from './errors/privacy';
import { RESPONSIBLE_ERRORS } from './errors/responsible';
import { REWARDS_ERRORS } from './errors/rewards';
import { ROLL_ERRORS } from './errors/roll';
import { WALLET_ERRORS } from './errors/wallet';

/**
 * The one error catalogue (spec point 8), assembled from one file per domain under `errors/`.
 * Every failure the API answers has a key here: its envelope code and its message in each
 * language. Zod schemas name a key as their issue message, so validation failures carry the
 * spec's wording. Code ranges: common ones 10xxx (session, access), 2xxxx (request shape),
 * 3xxxx (spec point 5 wording), 40xxx (money), 50000 (unknown); domains 11xxx accounts, 12xxx
 * wallet and recharge, 13xxx boxes, fairness and backpack, 14xxx the play engine, 15xxx the
 * percentage game and the forge, 16xxx responsible play, 17xxx privacy, 18xxx arena battles, 19xxx roll rooms, 201xx free level boxes and activities (200xx are request shape), 21xxx the operator console, 22xxx fishing, 23xxx the exponent game, 24xxx the item economy (retrieval, shop, key shop); later
 * domains take the next thousand.
 */
export const ERRORS = {
  ...COMMON_ERRORS,
  ...ACCOUNT_ERRORS,
  ...WALLET_ERRORS,
  ...BOXES_ERRORS,
  ...PLAY_ERRORS,
  ...GAMES_ERRORS,
  ...RESPONSIBLE_ERRORS,
  ...PRIVACY_ERRORS,
  ...ARENA_ERRORS,
  ...ROLL_ERRORS,
  ...ACTIVITY_ERRORS,
  ...CONSOLE_ERRORS,
  ...EXPONENT_ERRORS,
  ...FISHING_ERRORS,
  ...ECONOMY_ERRORS,
  ...INVITE_ERRORS,
  ...MESSAGES_ERRORS,
  ...REWARDS_ERRORS,
} as const satisfies Record<string, CatalogueEntry>;


export type ErrorKey = keyof typeof ERRORS;

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

export function errorMessage(key: ErrorKey, locale: Locale): string {
  return ERRORS[key].messages[locale];
}

/** A business failure with a catalogue key; the HTTP layer turns it into the envelope. */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly code: number;
  readonly data: unknown;

  constructor(key: ErrorKey, data: unknown = null) {
    super(key);
    this.name = 'AppError';
    this.key = key;
    this.code = ERRORS[key].code;
    this.data = data;
  }
}
