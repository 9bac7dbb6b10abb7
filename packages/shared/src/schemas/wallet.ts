import { z } from 'zod';
import { CURRENCIES } from '../constants';
import { callBody, pageOf, pageRequestShape, requestIdSchema } from './common';

export const currencySchema = z.enum(CURRENCIES);

/** A positive amount in hundredths. */
export const amountSchema = z.int().positive().max(Number.MAX_SAFE_INTEGER);

/** `/member/userAsset`: every currency in hundredths; `mallAmount` is the shop (diamond) balance. */
export const userAssetSchema = z.object({
  coin: z.int(),
  diamond: z.int(),
  ingot: z.int(),
  jade: z.int(),
  balance: z.int(),
  mallAmount: z.int(),
  /** 1 when purchases may cover an ingot or coin shortfall with jade. */
  autoConversion: z.int(),
});
export type UserAsset = z.infer<typeof userAssetSchema>;

/** What the wallet adds about the site level to `/member/info` and `/member/userAsset`. */
export const memberLevelFieldsSchema = z.object({
  level: z.int(),
  experience: z.int(),
  /** 0–100, progress from the current level to the next. */
  levelProgress: z.int(),
  /** Experience needed for the next level; null at the top level. */
  nextLevelExperience: z.int().nullable(),
});
export type MemberLevelFields = z.infer<typeof memberLevelFieldsSchema>;

/** `/member/userAsset` as the member's own pages read it: the balances and the site level. */
export const memberAssetSchema = userAssetSchema.extend(memberLevelFieldsSchema.shape);

/** Site level and progress towards the next one. */
export const levelSchema = z.object({
  level: z.int(),
  experience: z.int(),
  /** Experience at which the current level began. */
  levelExperience: z.int(),
  /** Experience needed for the next level; null at the top level. */
  nextLevelExperience: z.int().nullable(),
  /** 0–100, progress from the current level to the next. */
  progress: z.int(),
});
export type Level = z.infer<typeof levelSchema>;

/** `/member/getUserBlotter`: the caller's account records, newest first. */
export const blotterBody = callBody({
  ...pageRequestShape,
  currency: currencySchema.optional(),
  reason: z.string().regex(/^[a-z_]{1,40}$/).optional(),
  /** Epoch ms, inclusive. */
  from: z.int().nonnegative().optional(),
  /** Epoch ms, exclusive. */
  to: z.int().nonnegative().optional(),
});

export const blotterEntrySchema = z.object({
  id: z.string(),
  currency: currencySchema,
  /** Signed hundredths: positive came in, negative went out. */
  amount: z.int(),
  reason: z.string(),
  reference: z.string(),
  createdAt: z.int(),
});
export type BlotterEntry = z.infer<typeof blotterEntrySchema>;
export const blotterPageSchema = pageOf(blotterEntrySchema);

/** `/member/goldConvert`: jade into ingots, 1 : 1, irreversible. */
export const goldConvertBody = callBody({
  amount: amountSchema,
  /** The client's key for this conversion: a retried request with the same key converts once. */
  requestId: requestIdSchema.optional(),
});
export const goldConvertAnswerSchema = z.object({ jade: z.int(), ingot: z.int() });

/** `/web/user/update/conversion-status`: 1 switches automatic jade conversion on, 0 off. */
export const conversionStatusBody = callBody({ status: z.int().min(0).max(1) });
export const conversionStatusAnswerSchema = z.object({ autoConversion: z.int() });

/** The data of an 'insufficient ingots or coins' refusal: what jade could cover. */
export const jadeOfferSchema = z.object({
  currency: z.enum(['coin', 'ingot']),
  shortfall: z.int(),
  jade: z.int(),
  canDeductWithJade: z.boolean(),
});
export type JadeOffer = z.infer<typeof jadeOfferSchema>;
