import { z } from 'zod';
import { EXPONENT_DIRECTIONS } from '../fairness/exponent';
import { pageOf } from './common';
import { consoleBody, consolePageShape, reasonSchema } from './console';
import { EXPONENT_ROUND_STATUSES } from './exponent';

const names = z.object({ cn: z.string(), br: z.string(), en: z.string() });
const boxId = z.string({ error: 'EXPONENT_OFFER_INVALID' }).min(1, 'EXPONENT_OFFER_INVALID').max(64, 'EXPONENT_OFFER_INVALID');

/** An index box (a catalogue box of kind 4): its odds version in force and the expected return of one open. */
export const consoleIndexBoxSchema = z.object({
  id: z.string(),
  name: names,
  image: z.string(),
  visible: z.boolean(),
  oddsVersion: z.int(),
  expectedReturn: z.int(),
});

/**
 * A weapon box on offer, paired with its index box: the purchase's expected return in basis points
 * (half the index box's return, half a graffiti's), and whether players may buy it (listed, and
 * within the 85%–95% policy).
 */
export const consoleExponentOfferSchema = z.object({
  boxId: z.string(),
  name: names,
  price: z.int(),
  visible: z.boolean(),
  indexBox: consoleIndexBoxSchema,
  returnRate: z.int(),
  withinPolicy: z.boolean(),
  onSale: z.boolean(),
});

/** The offers in page order and the per-round limit, as `games/exponent/boxes/save` answers them. */
export const consoleExponentOffersSchema = z.object({
  offers: z.array(consoleExponentOfferSchema),
  roundLimit: z.int(),
  /** The mean price of the graffiti a miss receives, hundredths. */
  graffitiValue: z.int(),
});
export type ConsoleExponentOffers = z.infer<typeof consoleExponentOffersSchema>;

/** `games/exponent/boxes`: the offers, and every index box there is to pair a weapon box with. */
export const consoleExponentBoxesSchema = consoleExponentOffersSchema.extend({ indexBoxes: z.array(consoleIndexBoxSchema) });
export type ConsoleExponentBoxes = z.infer<typeof consoleExponentBoxesSchema>;

/** `games/exponent/boxes/save`: the weapon boxes on offer, in page order, each with its index box, and the limit. */
export const consoleExponentSaveBodySchema = consoleBody({
  offers: z
    .array(z.object({ boxId, indexBoxId: boxId }), { error: 'EXPONENT_OFFER_INVALID' })
    .min(1, 'EXPONENT_OFFER_INVALID')
    .max(30, 'EXPONENT_OFFER_INVALID'),
  roundLimit: z.number({ error: 'EXPONENT_LIMIT_INVALID' }).int('EXPONENT_LIMIT_INVALID').min(1, 'EXPONENT_LIMIT_INVALID').max(20, 'EXPONENT_LIMIT_INVALID'),
  reason: reasonSchema,
});

export const consoleExponentRoundsBodySchema = consoleBody({ ...consolePageShape, bought: z.boolean().optional() });

/**
 * A round as operators follow it: its buyers, what they staked, and what the round gave: index
 * boxes (valued at the expected return of the odds they were bought with) and graffiti.
 */
export const consoleExponentRoundSchema = z.object({
  issue: z.string(),
  startsAt: z.int(),
  endsAt: z.int(),
  status: z.enum(EXPONENT_ROUND_STATUSES),
  result: z.enum(EXPONENT_DIRECTIONS).nullable(),
  index: z.int(),
  buyers: z.int(),
  staked: z.int(),
  matched: z.int(),
  missed: z.int(),
  indexBoxValue: z.int(),
  graffitiValue: z.int(),
  settledAt: z.int().nullable(),
});
export type ConsoleExponentRound = z.infer<typeof consoleExponentRoundSchema>;
export const consoleExponentRoundPageSchema = pageOf(consoleExponentRoundSchema);
