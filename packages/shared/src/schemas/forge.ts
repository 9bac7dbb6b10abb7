import { z } from 'zod';
import { FORGE_INPUTS } from '../constants';
import { ornamentSchema } from './catalog';
import { callBody, emptyBodySchema, pageOf, pageRequestShape, requestIdSchema } from './common';

/**
 * A forge pool: a price band of input value with its own published, versioned odds (a box of
 * the forge kind: `/visitor/getBoxInfo` shows its items and ranges). Inputs worth `minValue` up
 * to, not including, `maxValue` forge in this pool.
 */
export const forgePoolSchema = z.object({
  boxId: z.string(),
  name: z.string(),
  /** Hundredths of a coin; `maxValue` is null for the top band. */
  minValue: z.int(),
  maxValue: z.int().nullable(),
  expectedReturn: z.int(),
  oddsVersion: z.int(),
  oddsHash: z.string(),
  /** The dearest item the pool can give, hundredths. */
  topPrice: z.int(),
});
export type ForgePool = z.infer<typeof forgePoolSchema>;

export const forgePoolsBody = emptyBodySchema;
export const forgePoolsSchema = z.array(forgePoolSchema);

/** `/member/compound`: combine 2–10 backpack items into one from the pool their value decides. */
export const compoundBody = callBody({
  ids: z
    .array(z.string().min(1).max(64))
    .min(FORGE_INPUTS.min, 'FORGE_INPUT_COUNT')
    .max(FORGE_INPUTS.max, 'FORGE_INPUT_COUNT')
    .refine((ids) => new Set(ids).size === ids.length, 'FORGE_INPUT_COUNT'),
  requestId: requestIdSchema.optional(),
});

/** One forge, as `/member/compound` answers it and the history shows it. */
export const forgeRecordSchema = z.object({
  playId: z.string(),
  /** The pool (a forge box) and the odds version rolled against. */
  boxId: z.string(),
  oddsVersion: z.int(),
  oddsHash: z.string(),
  rollId: z.string(),
  rollPoint: z.int(),
  round: z.int(),
  publicHash: z.string(),
  userSeed: z.string(),
  /** The consumed inputs and their total price, hundredths. */
  ids: z.array(z.string()),
  inputValue: z.int(),
  item: ornamentSchema.extend({ backpackItemId: z.string() }),
  createdAt: z.int(),
});
export type ForgeRecord = z.infer<typeof forgeRecordSchema>;

export const forgeHistoryBody = callBody({ ...pageRequestShape });
export const forgeHistorySchema = pageOf(forgeRecordSchema);
