import { z } from 'zod';
import { CURRENCIES } from '../constants';
import { callBody, pageOf, pageRequestShape, requestIdSchema } from './common';

export const currencySchema = z.enum(CURRENCIES);

/** A positive amount in hundredths. */
export const amountSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `/member/userAsset`: every currency in hundredths; `mallAmount` is the shop (diamond) balance. */
export const userAssetSchema = z.object({
  coin: z.number().int(),
  diamond: z.number().int(),
  ingot: z.number().int(),
  jade: z.number().int(),
  balance: z.number().int(),
  mallAmount: z.number().int(),
  /** 1 when purchases may cover an ingot or coin shortfall with jade. */
  autoConversion: z.number().int(),
});
export type UserAsset = z.infer<typeof userAssetSchema>;

/** Site level and progress towards the next one. */
export const levelSchema = z.object({
  level: z.number().int(),
  experience: z.number().int(),
  /** Experience at which the current level began. */
  levelExperience: z.number().int(),
  /** Experience needed for the next level; null at the top level. */
  nextLevelExperience: z.number().int().nullable(),
  /** 0–100, progress from the current level to the next. */
  progress: z.number().int(),
});
export type Level = z.infer<typeof levelSchema>;

/** `/member/getUserBlotter`: the caller's account records, newest first. */
export const blotterBody = callBody({
  ...pageRequestShape,
  currency: currencySchema.optional(),
  reason: z.string().regex(/^[a-z_]{1,40}$/).optional(),
  /** Epoch ms, inclusive. */
  from: z.number().int().nonnegative().optional(),
  /** Epoch ms, exclusive. */
  to: z.number().int().nonnegative().optional(),
});

export const blotterEntrySchema = z.object({
  id: z.string(),
  currency: currencySchema,
  /** Signed hundredths: positive came in, negative went out. */
  amount: z.number().int(),
  reason: z.string(),
  reference: z.string(),
  createdAt: z.number().int(),
});
export type BlotterEntry = z.infer<typeof blotterEntrySchema>;
export const blotterPageSchema = pageOf(blotterEntrySchema);

/** `/member/goldConvert`: jade into ingots, 1 : 1, irreversible. */
export const goldConvertBody = callBody({
  amount: amountSchema,
  /** The client's key for this conversion: a retried request with the same key converts once. */
  requestId: requestIdSchema.optional(),
});
export const goldConvertAnswerSchema = z.object({ jade: z.number().int(), ingot: z.number().int() });

/** `/web/user/update/conversion-status`: 1 switches automatic jade conversion on, 0 off. */
export const conversionStatusBody = callBody({ status: z.number().int().min(0).max(1) });
export const conversionStatusAnswerSchema = z.object({ autoConversion: z.number().int() });

/** The data of an 'insufficient ingots or coins' refusal: what jade could cover. */
export const jadeOfferSchema = z.object({
  currency: z.enum(['coin', 'ingot']),
  shortfall: z.number().int(),
  jade: z.number().int(),
  canDeductWithJade: z.boolean(),
});
export type JadeOffer = z.infer<typeof jadeOfferSchema>;
