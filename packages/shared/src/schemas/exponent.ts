import { z } from 'zod';
import { beaconRoundSchema } from './fairness';
import { EXPONENT_DIRECTIONS } from '../fairness/exponent';
import { ornamentSchema } from './catalog';
import { callBody, pageOf, pageRequestShape, requestIdSchema } from './common';

/** A round's issue number: the site day `YYYYMMDD` and its place in the day. */
export const exponentIssueSchema = z.string({ error: 'EXPONENT_ROUND_NOT_FOUND' }).regex(/^\d{12,13}$/, 'EXPONENT_ROUND_NOT_FOUND');
const direction = z.enum(EXPONENT_DIRECTIONS, { error: 'EXPONENT_DIRECTION_INVALID' });
const boxId = z.string({ error: 'EXPONENT_BOX_NOT_OFFERED' }).min(1, 'EXPONENT_BOX_NOT_OFFERED').max(64, 'EXPONENT_BOX_NOT_OFFERED');
const bagId = z.string({ error: 'EXPONENT_BOX_NOT_FOUND' }).min(1, 'EXPONENT_BOX_NOT_FOUND').max(64, 'EXPONENT_BOX_NOT_FOUND');

/** `/exponential/choiceBox`: rise or fall for a weapon box in the round in play; `issue` refuses another round. */
export const choiceBoxBody = callBody({ boxId, direction, issue: exponentIssueSchema.optional(), requestId: requestIdSchema.optional() });
/** `/exponential/openKeyBox`: opens an index box of the member's exponent bag. */
export const openKeyBoxBody = callBody({ id: bagId, requestId: requestIdSchema.optional() });
/** `/exponential/list`: the round in play, the next ones' commitments and past rounds, newest first (or the one named). */
export const exponentListBody = callBody({ ...pageRequestShape, issue: exponentIssueSchema.optional() });
/** `/exponential/userList`: who bought into a round (the one in play unless named), in purchase order. */
export const exponentUserListBody = callBody({ ...pageRequestShape, issue: exponentIssueSchema.optional() });
/** `/exponential/openHistory`: the member's index box opens, or their purchases with what each gave. */
export const exponentHistoryBody = callBody({ ...pageRequestShape, kind: z.enum(['open', 'purchase']).default('open') });
/** `/exponential/userBag`: the member's index boxes, held ones first. */
export const exponentBagBody = callBody({ ...pageRequestShape, status: z.enum(['held', 'opened']).optional() });
export const exponentEmptyBody = callBody({});

export const EXPONENT_ROUND_STATUSES = ['upcoming', 'open', 'closed', 'settled'] as const;

/**
 * A round: committed ahead (`upcoming`), in play (`open`), ended and about to settle (`closed`), or `settled`. `openIndex` is the
 * index it opened at and `index` the index now (after settling, the index it closed at), hundredths.
 * The commitment is public from before it opens; the seed, roll and secret once settled.
 */
export const exponentRoundSchema = z.object({
  issue: z.string(),
  startsAt: z.int(),
  endsAt: z.int(),
  status: z.enum(EXPONENT_ROUND_STATUSES),
  openIndex: z.int(),
  index: z.int(),
  result: direction.nullable(),
  buyers: z.int(),
  publicHash: z.string(),
  committedAt: z.int(),
  /** `<issue>:<buyers' seeds joined by ",">:<beacon value>`, fixed at settlement. */
  clientSeed: z.string().nullable(),
  /** The first beacon round published after the round ended (`endsAt`); null until settled. */
  beacon: beaconRoundSchema.nullable(),
  rollPoint: z.int().nullable(),
  rollId: z.string().nullable(),
  secret: z.string().nullable(),
  salt: z.string().nullable(),
  settledAt: z.int().nullable(),
});
export type ExponentRound = z.infer<typeof exponentRoundSchema>;

/** A round committed ahead: only its times and public hash. */
export const exponentUpcomingSchema = z.object({ issue: z.string(), startsAt: z.int(), endsAt: z.int(), publicHash: z.string() });

export const exponentListSchema = pageOf(exponentRoundSchema).extend({
  current: exponentRoundSchema.nullable(),
  upcoming: z.array(exponentUpcomingSchema),
  serverTime: z.int(),
});
export type ExponentList = z.infer<typeof exponentListSchema>;

const boxFace = z.object({ id: z.string(), name: z.string(), image: z.string() });

/**
 * A weapon box on offer: its price, and the index box a match gives with its odds in force and
 * expected return; `returnRate` is the purchase's expected return in basis points of the price:
 * half the index box's, half the graffiti's.
 */
export const exponentOfferSchema = z.object({
  boxId: z.string(),
  name: z.string(),
  image: z.string(),
  price: z.int(),
  currency: z.string(),
  indexBox: boxFace.extend({ oddsVersion: z.int(), expectedReturn: z.int() }),
  returnRate: z.int(),
});
export type ExponentOffer = z.infer<typeof exponentOfferSchema>;

export const exponentBoxListSchema = z.object({
  list: z.array(exponentOfferSchema),
  roundLimit: z.int(),
  /** The mean price of the graffiti a miss receives, hundredths. */
  graffitiValue: z.int(),
});
export type ExponentBoxList = z.infer<typeof exponentBoxListSchema>;

export const EXPONENT_OUTCOMES = ['pending', 'matched', 'missed'] as const;

/**
 * A purchase as lists show it: the box, the call and what it gave once the round settled (an
 * index box in the exponent bag, or a graffiti in the backpack). The buyer's seed is shown once
 * the round settled, as part of its client seed.
 */
export const exponentPurchaseSchema = z.object({
  id: z.string(),
  issue: z.string(),
  seq: z.int(),
  nickname: z.string(),
  box: boxFace,
  direction,
  price: z.int(),
  outcome: z.enum(EXPONENT_OUTCOMES),
  userSeed: z.string().nullable(),
  indexBox: boxFace.extend({ oddsVersion: z.int() }),
  /** The index box won, in the exponent bag; null unless matched. */
  bagId: z.string().nullable(),
  /** The graffiti received; null unless missed. */
  graffiti: ornamentSchema.extend({ backpackItemId: z.string() }).nullable(),
  createdAt: z.int(),
});
export type ExponentPurchase = z.infer<typeof exponentPurchaseSchema>;
export const exponentPurchasePageSchema = pageOf(exponentPurchaseSchema);

/** An index box opened: the roll of the member's pair on the box's odds at its version, and the item. */
export const exponentOpenSchema = z.object({
  id: z.string(),
  bagId: z.string(),
  boxId: z.string(),
  boxName: z.string(),
  oddsVersion: z.int(),
  oddsHash: z.string(),
  rollId: z.string(),
  rollPoint: z.int(),
  round: z.int(),
  publicHash: z.string(),
  userSeed: z.string(),
  ornament: ornamentSchema,
  backpackItemId: z.string(),
  createdAt: z.int(),
});
export type ExponentOpen = z.infer<typeof exponentOpenSchema>;
export const exponentOpenPageSchema = pageOf(exponentOpenSchema);

/** `openHistory` answers opens or purchases, as asked. */
export const exponentHistorySchema = z.union([exponentOpenPageSchema.extend({ kind: z.literal('open') }), exponentPurchasePageSchema.extend({ kind: z.literal('purchase') })]);
export type ExponentHistory = z.infer<typeof exponentHistorySchema>;

/** An index box in the exponent bag, with its open once opened. */
export const exponentBagItemSchema = z.object({
  id: z.string(),
  issue: z.string(),
  box: boxFace.extend({ oddsVersion: z.int(), expectedReturn: z.int() }),
  price: z.int(),
  createdAt: z.int(),
  openedAt: z.int().nullable(),
  open: exponentOpenSchema.nullable(),
});
export type ExponentBagItem = z.infer<typeof exponentBagItemSchema>;
export const exponentBagPageSchema = pageOf(exponentBagItemSchema).extend({ held: z.int() });
export type ExponentBagPage = z.infer<typeof exponentBagPageSchema>;

/** `/exponential/currentUser`: the round in play and, for a member, their purchases in it and what is left. */
export const exponentCurrentUserSchema = z.object({
  round: exponentRoundSchema.nullable(),
  serverTime: z.int(),
  roundLimit: z.int(),
  purchases: z.array(exponentPurchaseSchema),
  /** Index boxes waiting in the member's exponent bag; 0 for visitors. */
  held: z.int(),
});
export type ExponentCurrentUser = z.infer<typeof exponentCurrentUserSchema>;

/** `POST /dev/exponent/offers` (development only): the offers and the per-round limit, as the console saves them. */
export const devExponentOffersBody = z.object({
  offers: z.array(z.object({ boxId: z.string().min(1).max(64), indexBoxId: z.string().min(1).max(64) })).min(1).max(30),
  roundLimit: z.int().min(1).max(20),
});
