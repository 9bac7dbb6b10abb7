import { z } from 'zod';
import { pageOf, pageRequestShape } from './common';
import { consoleBody, reasonSchema } from './console';
import { redPacketClaimSchema, redPacketSchema, redPacketShape } from './red-packets';

/** Console: `promotions/red-packets` (paged), `…/detail`, `…/create`. */
export const consoleRedPacketsBody = consoleBody({ ...pageRequestShape });
export const consoleRedPacketsPageSchema = pageOf(redPacketSchema);
export const consoleRedPacketDetailBody = consoleBody({ id: z.string().min(1).max(64) });
export const consoleRedPacketDetailSchema = redPacketSchema.extend({ claims: z.array(redPacketClaimSchema) });
export type RedPacketDetail = z.infer<typeof consoleRedPacketDetailSchema>;
export const consoleRedPacketCreateBody = consoleBody({ ...redPacketShape, reason: reasonSchema });
