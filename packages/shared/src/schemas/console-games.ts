import { z } from 'zod';
import { ARENA_MODES, ROLL_ROOM_MAX_PRIZES } from '../constants';
import { ARENA_STATUSES } from './arena';
import { pageOf } from './common';
import { consoleBody, consolePageShape, reasonSchema } from './console';
import { ROLL_ROOM_STATUSES, rollRoomConditionsSchema } from './roll';

const names = z.object({ cn: z.string(), br: z.string(), en: z.string() });

/**
 * A house robot's public name: like a member's (1–14 digits, letters or Chinese characters, no
 * blocked word), and it may hold single spaces between words ("Bot Vega").
 */
export const robotNicknameSchema = z
  .string({ error: 'CONSOLE_ROBOT_NAME_INVALID' })
  .trim()
  .max(14, 'CONSOLE_ROBOT_NAME_INVALID')
  .regex(/^[0-9A-Za-z\u4e00-\u9fff]+( [0-9A-Za-z\u4e00-\u9fff]+)*$/, 'CONSOLE_ROBOT_NAME_INVALID');

/** A picture the site serves itself (the page's security policy loads no other), e.g. `/api/avatar/<id>.webp`. */
export const robotAvatarSchema = z
  .string({ error: 'CONSOLE_ROBOT_AVATAR_INVALID' })
  .max(300, 'CONSOLE_ROBOT_AVATAR_INVALID')
  .regex(/^\/(?!\/)[\w./-]+$/, 'CONSOLE_ROBOT_AVATAR_INVALID');

/** A house robot as players see it; its id and seed never change (battles' client seeds are made of them). */
export const consoleRobotSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  seed: z.string(),
  /** Whether an operator changed the name or picture from the shipped ones. */
  edited: z.boolean(),
  updatedAt: z.int().nullable(),
});
export type ConsoleRobot = z.infer<typeof consoleRobotSchema>;

/** `games/robots/update`: `avatar` omitted keeps the picture, null removes it. */
export const robotUpdateBodySchema = consoleBody({
  id: z.string({ error: 'CONSOLE_ROBOT_NOT_FOUND' }).min(1, 'CONSOLE_ROBOT_NOT_FOUND').max(64, 'CONSOLE_ROBOT_NOT_FOUND'),
  nickname: robotNicknameSchema,
  avatar: robotAvatarSchema.nullable().optional(),
  reason: reasonSchema,
});

export const consoleBattlesBodySchema = consoleBody({
  ...consolePageShape,
  status: z.enum(ARENA_STATUSES).optional(),
  /** true: only battles someone reported; false: only battles nobody reported. */
  reported: z.boolean().optional(),
});

export const consoleBattleSeatSchema = z.object({
  seat: z.int(),
  team: z.int(),
  /** The member in the seat; null for a robot or an empty seat. */
  userId: z.string().nullable(),
  robotId: z.string().nullable(),
  robot: z.boolean(),
  /** The member's or robot's name as players see it; null for an empty seat. */
  nickname: z.string().nullable(),
  result: z.enum(['victory', 'defeat']).nullable(),
  /** The value the seat took home, hundredths. */
  won: z.int(),
});

export const consoleBattleSchema = z.object({
  id: z.string(),
  mode: z.enum(ARENA_MODES),
  status: z.enum(ARENA_STATUSES),
  creatorId: z.string(),
  /** What each seat pays, hundredths of `currency`. */
  price: z.int(),
  currency: z.string(),
  boxCount: z.int(),
  roundsPlayed: z.int(),
  seats: z.array(consoleBattleSeatSchema),
  /** The winning team once finished (in 2p and 3p each seat is its own team). */
  winnerTeam: z.int().nullable(),
  /** The winning seats, in seat order. */
  winnerSeats: z.array(z.int()),
  reportCount: z.int(),
  createdAt: z.int(),
  startedAt: z.int().nullable(),
  finishedAt: z.int().nullable(),
});
export type ConsoleBattle = z.infer<typeof consoleBattleSchema>;
export const consoleBattlePageSchema = pageOf(consoleBattleSchema);
export type ConsoleBattlePage = z.infer<typeof consoleBattlePageSchema>;

export const REPORT_STATES = ['open', 'reviewed'] as const;
export const REPORT_OUTCOMES = ['dismissed', 'upheld'] as const;

export const consoleReportsBodySchema = consoleBody({ ...consolePageShape, state: z.enum(REPORT_STATES).optional() });

export const consoleReportSchema = z.object({
  /** `<battleId>:<reporterId>`: a member has one report per battle (a new one replaces it and reopens it). */
  id: z.string(),
  battleId: z.string(),
  reporterId: z.string(),
  reporterNickname: z.string().nullable(),
  reason: z.string(),
  /** When the member reported (or last replaced the report). */
  at: z.int(),
  state: z.enum(REPORT_STATES),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  reviewedAt: z.int().nullable(),
  /** The reviewing operator's account. */
  reviewedBy: z.string().nullable(),
  reviewReason: z.string().nullable(),
});
export type ConsoleReport = z.infer<typeof consoleReportSchema>;
export const consoleReportPageSchema = pageOf(consoleReportSchema);
export type ConsoleReportPage = z.infer<typeof consoleReportPageSchema>;

export const reportReviewBodySchema = consoleBody({
  id: z.string({ error: 'CONSOLE_REPORT_NOT_FOUND' }).min(3, 'CONSOLE_REPORT_NOT_FOUND').max(200, 'CONSOLE_REPORT_NOT_FOUND'),
  outcome: z.enum(REPORT_OUTCOMES),
  reason: reasonSchema,
});

export const consoleRollRoomsBodySchema = consoleBody({ ...consolePageShape, status: z.enum(ROLL_ROOM_STATUSES).optional() });

export const consoleRollRoomSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(['house', 'member']),
  creatorId: z.string().nullable(),
  creatorNickname: z.string().nullable(),
  status: z.enum(ROLL_ROOM_STATUSES),
  prizeCount: z.int(),
  /** The prizes' total value, hundredths. */
  prizeValue: z.int(),
  peopleCount: z.int(),
  hasPassword: z.boolean(),
  robotsAllowed: z.boolean(),
  conditions: rollRoomConditionsSchema,
  startsAt: z.int(),
  endsAt: z.int(),
  drawnAt: z.int().nullable(),
});
export type ConsoleRollRoom = z.infer<typeof consoleRollRoomSchema>;
export const consoleRollRoomPageSchema = pageOf(consoleRollRoomSchema);
export type ConsoleRollRoomPage = z.infer<typeof consoleRollRoomPageSchema>;

/** `games/roll-rooms/create`: a house room of catalogue items, drawn at `endsAt` (epoch ms). */
export const rollRoomCreateBodySchema = consoleBody({
  title: z.string({ error: 'ROLL_ROOM_TITLE' }).trim().min(1, 'ROLL_ROOM_TITLE').max(40, 'ROLL_ROOM_TITLE'),
  prizeIds: z.array(z.string().min(1).max(64), { error: 'ROLL_ROOM_PRIZES' }).min(1, 'ROLL_ROOM_PRIZES').max(ROLL_ROOM_MAX_PRIZES, 'ROLL_ROOM_PRIZES'),
  /** Opens for joining then; now when omitted. */
  startsAt: z.int().min(0).optional(),
  endsAt: z.number({ error: 'CONSOLE_ROLL_ROOM_TIMES' }).int('CONSOLE_ROLL_ROOM_TIMES'),
  conditions: rollRoomConditionsSchema.optional(),
  /** House robots that join at once (shown as robots); 0 makes the room players only. */
  robots: z.int().min(0).max(8).default(0),
  password: z.string().min(1).max(64).optional(),
  reason: reasonSchema,
});

export const rollRoomCreatedSchema = z.object({
  id: z.string(),
  title: z.string(),
  prizeCount: z.int(),
  prizeValue: z.int(),
  startsAt: z.int(),
  endsAt: z.int(),
});

/** `games/free-boxes`: the free level boxes and the activities' settings, which change only with a release. */
export const freeBoxesOverviewSchema = z.object({
  boxes: z.array(
    z.object({
      id: z.string(),
      name: names,
      image: z.string(),
      /** The site level that unlocks it. */
      level: z.int(),
      /** Whether players see it listed. */
      visible: z.boolean(),
      oddsVersion: z.int(),
      /** Expected value of one open, hundredths. */
      expectedReturn: z.int(),
    }),
  ),
  /** A member opens each free box once per this many milliseconds. */
  freeBoxCooldownMs: z.int(),
  rechargeAwards: z.array(z.object({ tier: z.int(), recharged: z.int(), award: z.int() })),
  pray: z.object({ choices: z.int(), itemPrices: z.object({ min: z.int(), max: z.int() }), winPoints: z.int() }),
  boards: z.array(
    z.object({
      id: z.string(),
      name: names,
      period: z.string(),
      steps: z.array(z.object({ step: z.int(), opens: z.int(), rewardBoxId: z.string().nullable() })),
    }),
  ),
});
export type FreeBoxesOverview = z.infer<typeof freeBoxesOverviewSchema>;
