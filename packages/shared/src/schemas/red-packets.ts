import { z } from 'zod';
import { RED_PACKET_CONDITIONS, RED_PACKET_LIMITS } from '../reward-tasks';
import { callBody } from './common';

/** A red packet's code as a player types it: letters and digits, any case (stored upper case). */
export const redPacketCodeSchema = z
  .string({ error: 'RED_PACKET_CODE_REQUIRED' })
  .trim()
  .min(1, 'RED_PACKET_CODE_REQUIRED')
  .regex(/^[A-Za-z0-9]{4,32}$/, 'RED_PACKET_CODE_MALFORMED')
  .transform((code) => code.toUpperCase());

/** `/member/drawRedGift` and `/member/drawRedGiftPro`. */
export const drawRedGiftBody = callBody({ code: redPacketCodeSchema });
/** The coins won, hundredths. */
export const drawRedGiftAnswerSchema = z.int().positive();

/** What an operator (or, in development, `/dev/red-packets`) sets up: N packets sharing a total. */
export const redPacketShape = {
  /** Given or made up; upper case. */
  code: redPacketCodeSchema.optional(),
  count: z.int().min(1).max(RED_PACKET_LIMITS.maxCount),
  /** The total of all packets, hundredths; every packet gets at least 0.01. */
  amount: z.int().min(1).max(RED_PACKET_LIMITS.maxAmount),
  condition: z.enum(RED_PACKET_CONDITIONS).default('none'),
  /** With `recharged_today`: coins (hundredths) the claimer must have paid in recharges this site day. */
  minRecharge: z.int().min(0).max(RED_PACKET_LIMITS.maxAmount).default(0),
  /** How long the code stays claimable. */
  validHours: z.int().min(1).max(RED_PACKET_LIMITS.maxValidDays * 24).default(72),
};
export const redPacketCreateSchema = z.object(redPacketShape);
export type RedPacketCreate = z.infer<typeof redPacketCreateSchema>;

/** `POST /dev/red-packets` (development only): `{ count, amount, code? }` → `{ code }`. */
export const devRedPacketBody = z.object(redPacketShape);
export const devRedPacketAnswerSchema = z.object({ code: z.string() });

export const redPacketClaimSchema = z.object({ seq: z.int(), userId: z.string(), nickname: z.string(), amount: z.int(), createdAt: z.int() });
export const redPacketSchema = z.object({
  id: z.string(),
  code: z.string(),
  count: z.int(),
  amount: z.int(),
  condition: z.enum(RED_PACKET_CONDITIONS),
  minRecharge: z.int(),
  claimed: z.int(),
  /** Hundredths paid out so far. */
  paid: z.int(),
  expiresAt: z.int(),
  createdAt: z.int(),
  expired: z.boolean(),
});
export type RedPacket = z.infer<typeof redPacketSchema>;
export type RedPacketClaim = z.infer<typeof redPacketClaimSchema>;
