import { z } from 'zod';
import { FISHING_LEVELS } from '../constants';
import { consoleBody, consolePageShape, reasonSchema } from './console';
import { FISHING_END_REASONS, FISHING_MODES, FISHING_TOOL_KINDS } from './fishing';

const localized = z.object({ cn: z.string(), br: z.string(), en: z.string() });

/** A fishing spot's pool as operators see it; its odds are edited as any box through `boxes/odds`. */
export const consoleFishPoolSchema = z.object({
  placeId: z.int(),
  ground: z.int(),
  level: z.int(),
  boxId: z.string(),
  /** False when the catalogue has no such box: the spot is closed. */
  exists: z.boolean(),
  name: localized.nullable(),
  visible: z.boolean(),
  rodLevel: z.int(),
  /** The pool's published price: what one cast's bait is worth there, hundredths. */
  castPrice: z.int(),
  oddsVersion: z.int(),
  expectedReturn: z.int(),
  /** Expected return over the cost of the bait a cast there uses now (its bait's price per bait), basis points; null without such bait on sale. */
  returnOfBaitBp: z.int().nullable(),
});
export type ConsoleFishPool = z.infer<typeof consoleFishPoolSchema>;

export const consoleFishToolSchema = z.object({
  id: z.string(),
  kind: z.enum(FISHING_TOOL_KINDS),
  level: z.int(),
  bait: z.int(),
  price: z.int(),
  enabled: z.boolean(),
  sort: z.int(),
  name: localized,
  updatedAt: z.int(),
});
export type ConsoleFishTool = z.infer<typeof consoleFishToolSchema>;

const toolName = z.string().trim().min(1).max(40);

/** Creates a tool or changes one; its kind and level are fixed once created. */
export const consoleFishToolSaveBodySchema = consoleBody({
  id: z.string().regex(/^[a-z0-9-]{1,32}$/),
  kind: z.enum(FISHING_TOOL_KINDS),
  level: z.int().min(1).max(FISHING_LEVELS),
  bait: z.int().min(0).max(1_000),
  price: z.int().min(0).max(100_000_000),
  enabled: z.boolean(),
  sort: z.int().min(-1_000_000).max(1_000_000).default(0),
  name: z.object({ cn: toolName, br: toolName, en: toolName }),
  reason: reasonSchema,
});

export const consoleFishSessionsBodySchema = consoleBody({ ...consolePageShape, active: z.boolean().optional() });

export const consoleFishSessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  nickname: z.string(),
  placeId: z.int(),
  mode: z.enum(FISHING_MODES),
  toolId: z.string(),
  bait: z.int(),
  catches: z.int(),
  baitReturned: z.int(),
  nextCatchAt: z.int().nullable(),
  startedAt: z.int(),
  endedAt: z.int().nullable(),
  endReason: z.enum(FISHING_END_REASONS).nullable(),
});
export type ConsoleFishSession = z.infer<typeof consoleFishSessionSchema>;

export const consoleFishSessionPageSchema = z.object({ list: z.array(consoleFishSessionSchema), total: z.int(), page: z.int(), size: z.int() });
