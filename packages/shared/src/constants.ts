/** Business constants of the specification (point 9). Server and browser read them from here only. */

/** Shop number carried by every request as `sid`. */
export const SHOP_SID = 1100;

export const LOCALES = ['cn', 'br', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'cn';
/** The cookie the web app keeps the reader's language in, so the server sends the page with that language's texts preloaded. */
export const LOCALE_COOKIE = 'lootbay_locale';

export const CURRENCIES = ['coin', 'diamond', 'ingot', 'jade', 'balance'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Integer minor units per major unit: every amount is in hundredths. */
export const MINOR_UNITS_PER_MAJOR = 100;

export const PERCENTAGE_CHANCE = { min: 1, max: 75 } as const;
export const PERCENTAGE_STAKE_COINS = { min: 3, max: 8000 } as const;
export const PERCENTAGE_MAX_ITEMS = 8;
/**
 * The percentage game's published return to player, in hundredths of a percent: a play's chance
 * is its stake value × this ÷ the target's price, so the house edge is 100% − 95% on every play.
 */
export const PERCENTAGE_RTP = 9500;

/** The forge combines this many backpack items into one. */
export const FORGE_INPUTS = { min: 2, max: 10 } as const;
/**
 * Value above a forge band's start buys nothing; the forge warns before forging once that waste
 * is at least this share of the input value (1 part of 20: 5%).
 */
export const FORGE_WASTE_WARNING_SHARE = { parts: 1, of: 20 } as const;

/** Arena battles (spec points 6 and 9): the modes, their seats, and each seat's team. */
export const ARENA_MODES = ['2p', '3p', '2v2'] as const;
export type ArenaMode = (typeof ARENA_MODES)[number];
export const ARENA_SEAT_TEAMS: Readonly<Record<ArenaMode, readonly number[]>> = { '2p': [0, 1], '3p': [0, 1, 2], '2v2': [0, 0, 1, 1] };
export const ARENA_MAX_BOXES = 8;
export const ARENA_MAX_UNSTARTED_ROOMS = 5;
/** A battle nobody fills within this long is cancelled and every seat refunded. */
export const ARENA_WAIT_MS = 30 * 60 * 1000;
export const ARENA_RANK_PRIZES_COINS = [258, 188, 88, 30, 30, 30, 30, 30, 30, 30] as const;
/** Rank points are hundredths (the value won, in hundredths of a coin): prizes halve under 5888 points and stop under 888.88. */
export const ARENA_RANK_HALF_BELOW_POINTS = 588_800;
export const ARENA_RANK_NONE_BELOW_POINTS = 88_888;
/** Yesterday's ranking is paid at this hour of the site's day. */
export const ARENA_RANK_PAYOUT_HOUR = 10;

export const FREE_BOX_COOLDOWN_MS = 24 * 60 * 60 * 1000;

/**
 * The recharge activity (spec point 6: claim states not completed / completed / claimed): coins
 * recharged in one site day, hundredths, and the coins each tier awards once that day.
 */
export const RECHARGE_AWARD_TIERS = [
  { recharged: 10_000, award: 500 },
  { recharged: 50_000, award: 3_000 },
  { recharged: 200_000, award: 15_000 },
] as const;

/**
 * The daily wish (pray): how many items are offered each site day, the price band they come from
 * (hundredths), and the roll points 1..PRAY_WIN_POINTS that win the wished item (1000 = 1%).
 */
export const PRAY_CHOICES = 8;
export const PRAY_ITEM_PRICES = { min: 1_000, max: 50_000 } as const;
export const PRAY_WIN_POINTS = 1_000;

/** Roll rooms: the consumption tiers of their entry conditions (spec point 9), in the site's calendar. */
export const ROLL_ROOM_SPEND_PERIODS = ['day', 'week', 'month'] as const;
export type RollRoomSpendPeriod = (typeof ROLL_ROOM_SPEND_PERIODS)[number];
export const ROLL_ROOM_MAX_PRIZES = 50;
/** What each demo roll room of a development site is worth at least, hundredths of a coin. */
export const ROLL_DEMO_ROOM_MIN_VALUE = 1_000;

/** The site's clock: days, weeks and months (limits, ranks, rebates) are Beijing's (TIME_ZONE may change it on the server). */
export const SITE_TIME_ZONE = 'Asia/Shanghai';

/**
 * Responsible play: what a member limits (recharges, or losses: coins and item value staked minus
 * coins and item value won) and over which calendar period of the site's time zone.
 */
export const LIMIT_KINDS = ['recharge', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** Raising or removing a limit waits this long; lowering one applies at once. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
/** Breaks a member may take: cool-offs of a day to a month, self-exclusion of half a year or more. */
export const EXCLUSION_PERIODS = ['24h', '7d', '30d', '6m', '1y', 'permanent'] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export const COOL_OFF_PERIODS: readonly ExclusionPeriod[] = ['24h', '7d', '30d'];
/** Minutes of play between reality checks: the member's choice, 60 unless chosen. */
export const REALITY_CHECK_MINUTES = { min: 15, max: 240, default: 60 } as const;
export const EXPERIENCE_PER_COIN = 1;

export const EXPONENT_ROUND_MS = 60_000;
export const FISHING_GROUNDS = 5;
export const FISHING_LEVELS = 3;
export const FISHING_LEISURE_INTERVAL_MS = 90_000;

export const RECHARGE_MAX_BONUS_PERCENT = 30;
export const INVITE_REBATE_TIERS = 3;
/**
 * Promoter levels: a member reaches a level with this many effective invitees (tier 1 members who
 * have recharged); each level's rebate rates are basis points (1/100 of a percent) of what tiers
 * 1, 2 and 3 recharged. Operators may change the rates; these are the defaults.
 */
export const INVITE_LEVELS = [
  { level: 1, effective: 0, rates: [500, 200, 100] },
  { level: 2, effective: 5, rates: [700, 300, 150] },
  { level: 3, effective: 20, rates: [1000, 400, 200] },
] as const satisfies readonly { level: number; effective: number; rates: readonly [number, number, number] }[];
/** The most a rate may be set to: 30% of what a tier recharged. */
export const INVITE_RATE_MAX_BPS = 3000;
/** Rebates of a site day are settled early the next morning, well before the spec's 10:00 message deadline (retries have hours). */
export const INVITE_SETTLEMENT_HOUR = 1;

export const NICKNAME = { min: 1, max: 14, changeEveryDays: 10 } as const;
/** A new account's name until its player picks one, in the language it signed up in: the prefix and six digits. */
export const DEFAULT_NICKNAME_PREFIX: Readonly<Record<Locale, string>> = { cn: '玩家', br: 'Jogador', en: 'Player' };
export const PASSWORD = { min: 6, max: 40 } as const;
export const VERIFICATION_CODE_DIGITS = 5;

/** Steam's trade holds: a new trade token, a password reset, inactivity, a new device. */
export const STEAM_TRADE_LIMIT_DAYS = { tokenWait: 15, afterPasswordReset: 5, afterInactivity: 30, newDevice: 7 } as const;

/** Socket heartbeat: the client pings every 30 s and gives up after 60 s of silence. */
export const SOCKET_PING_INTERVAL_MS = 30_000;
export const SOCKET_TIMEOUT_MS = 60_000;

export const TOAST_DURATION_MS = 2000;
export const TOAST_MAX_VISIBLE = 4;

/** The shell shows a history shortcut once the page is scrolled past this many pixels. */
export const HISTORY_SHORTCUT_SCROLL_PX = 50;
export const VERSION_LABEL = 'v2024.9.6.1 uat';

export const LAYOUT = {
  pcMinWidth: 1280,
  pcMaxWidth: 1400,
  pcMinHeight: 720,
  pcMaxHeight: 800,
  phoneDesignWidth: 750,
} as const;

export const IMAGE_LAZY_PRELOAD = 1.3;

/** Signed `auth_key` query parameter: accepted within this many seconds of its timestamp. */
export const AUTH_KEY_WINDOW_SECONDS = 1800;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Envelope codes of the specification (point 8). */
export const SUCCESS_CODE = 100;
export const TOKEN_EXPIRED_CODE = 10001;
export const NETWORK_FAILURE_CODE = -50000;

/**
 * Site level: experience needed to reach each level, level 1 first (1 experience per coin spent
 * on paid play). A higher level opens more free level boxes.
 */
export const LEVEL_THRESHOLDS = [0, 100, 500, 1_000, 3_000, 8_000, 20_000, 50_000, 100_000, 200_000, 500_000] as const;

/**
 * Privacy (spec points 1 and 9): a privacy request is answered within 15 days; after a closure the
 * member may still sign in, sell and retrieve items for 60 days, then personal data is erased; a
 * new version of the terms is announced 7 days before it takes effect; an export archive is kept 7 days.
 */
export const PRIVACY_DAYS = { reply: 15, afterClosure: 60, termsNotice: 7, exportKept: 7 } as const;

/** An unpaid recharge order times out after this long. */
export const RECHARGE_ORDER_TIMEOUT_MS = 15 * 60 * 1000;
/** A payment callback is accepted only within this many seconds of its timestamp. */
export const PAY_CALLBACK_MAX_AGE_SECONDS = 300;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Retrieval to Steam (spec point 9): a market quotes within 5 min–16 h; a seller ships within
 * 5 min–8 h by hand or 5–20 min automatically, and within 24 h at the latest; stock is filled in
 * 1–8 h; a retrieval queued for over 7 days is advised to be cancelled. A trade offer waits 12 h
 * for the player to accept it in Steam, then the market takes it back.
 */
export const RETRIEVAL_TIMINGS = {
  quote: { min: 5 * MINUTE_MS, max: 16 * HOUR_MS },
  manualShipping: { min: 5 * MINUTE_MS, max: 8 * HOUR_MS },
  automaticShipping: { min: 5 * MINUTE_MS, max: 20 * MINUTE_MS },
  shipWithin: 24 * HOUR_MS,
  stockFill: { min: HOUR_MS, max: 8 * HOUR_MS },
  offerAcceptWithin: 12 * HOUR_MS,
  adviseCancelAfter: 7 * DAY_MS,
} as const;
/** Items one take-back may ask for. */
export const RETRIEVAL_MAX_ITEMS = 50;

/** The shop: items one purchase may buy, and backpack items one exchange may give. */
export const MALL_BUY_MAX = 10;
export const EXCHANGE_MAX_ITEMS = 10;
