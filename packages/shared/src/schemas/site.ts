import { z } from 'zod';
import { callBody } from './common';

export const noticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.int(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticeListSchema = z.array(noticeSchema);

export const searchSysConfigBody = callBody({ code: z.string().min(1).max(64) });

/**
 * Config codes whose value says whether a feature is open here, as the server is configured:
 * `retrieval` (sending items to Steam needs a trading market).
 */
export const FEATURE_CODES = ['retrieval'] as const;
export type FeatureCode = (typeof FEATURE_CODES)[number];
export const FEATURE_OPEN = 'open';
export const FEATURE_CLOSED = 'closed';

export const sysConfigAnswerSchema = z.object({
  code: z.string(),
  /** Filled for the bulletin code. */
  notices: noticeListSchema,
  value: z.string().nullable(),
});
export type SysConfigAnswer = z.infer<typeof sysConfigAnswerSchema>;
