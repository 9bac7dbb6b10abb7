import { z } from 'zod';
import { LOCALES, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SHOP_SID } from '../constants';

/**
 * The fields every catalogue call carries (spec point 3). They are lenient on purpose: a client
 * that omits them still gets served in the default language, but a wrong shop number is refused.
 */
export const commonRequestSchema = z.object({
  platform: z.union([z.string().max(32), z.number()]).optional(),
  sid: z.coerce.number().int().refine((sid) => sid === SHOP_SID, 'WRONG_SHOP').optional(),
  type: z.union([z.string().max(32), z.number()]).optional(),
  locale: z.string().max(16).optional(),
});

/**
 * A call's own body schema extended with the common fields. (`@__NO_SIDE_EFFECTS__` here and on
 * the other schema makers: the browser's bundle leaves out a call whose schema it never uses.)
 */
/* @__NO_SIDE_EFFECTS__ */
export function callBody<T extends z.ZodRawShape>(shape: T) {
  return commonRequestSchema.extend(shape);
}

export const emptyBodySchema = commonRequestSchema;

/**
 * The client's key for a call that spends: a retry with the same key answers the first result and
 * charges once; 8-64 letters, digits, '-' or '_' (a UUID fits).
 */
export const requestIdSchema = z.string().regex(/^[\w-]{8,64}$/, 'REQUEST_ID_INVALID');

export const pageRequestShape = {
  page: z.int().min(1).default(1),
  size: z.int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};

/* @__NO_SIDE_EFFECTS__ */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.int(), page: z.int(), size: z.int() });
}

export const localeSchema = z.enum(LOCALES);

/** The data of a call that answers nothing but success (sign-out). */
export const noDataSchema = z.null();

/** The response envelope of spec point 8. */
/* @__NO_SIDE_EFFECTS__ */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.int(), msg: z.string(), data });
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
