import { z } from 'zod';
import { beaconRoundSchema } from './fairness';
import { ROLL_ROOM_MAX_PRIZES, ROLL_ROOM_SPEND_PERIODS } from '../constants';
import { ornamentSchema } from './catalog';
import { callBody, pageOf, pageRequestShape, requestIdSchema } from './common';

export const ROLL_ROOM_STATUSES = ['not_started', 'in_progress', 'finished'] as const;
export type RollRoomStatus = (typeof ROLL_ROOM_STATUSES)[number];

const roomId = z.string({ error: 'ROLL_ROOM_NOT_FOUND' }).min(1, 'ROLL_ROOM_NOT_FOUND').max(64, 'ROLL_ROOM_NOT_FOUND');

/** Who may join: registered for at least `registeredDays`, and having spent `spend.amount` (hundredths) this day, week or month. */
export const rollRoomConditionsSchema = z.object({
  registeredDays: z.int().min(0).max(3650).default(0),
  spend: z.object({ period: z.enum(ROLL_ROOM_SPEND_PERIODS), amount: z.int().min(1).max(100_000_000) }).nullable().default(null),
});
export type RollRoomConditions = z.infer<typeof rollRoomConditionsSchema>;

/** `/visitor/rollRoomList`: rooms, open ones first by end time, then finished ones newest first. */
export const rollRoomListBody = callBody({
  ...pageRequestShape,
  status: z.enum(ROLL_ROOM_STATUSES).optional(),
  /** Only rooms the signed-in member joined (ignored for visitors). */
  joined: z.boolean().optional(),
  official: z.boolean().optional(),
});

export const rollRoomIdBody = callBody({ id: roomId });
export const rollRoomPeopleBody = callBody({ id: roomId, ...pageRequestShape });

export const joinRoomBody = callBody({
  id: roomId,
  password: z.string().max(64).optional(),
});

/** `/member/createRoom`: a member's own room, its prizes taken from their backpack until the draw. */
export const createRoomBody = callBody({
  title: z.string({ error: 'ROLL_ROOM_TITLE' }).trim().min(1, 'ROLL_ROOM_TITLE').max(40, 'ROLL_ROOM_TITLE'),
  itemIds: z.array(z.string().min(1).max(64), { error: 'ROLL_ROOM_PRIZES' }).min(1, 'ROLL_ROOM_PRIZES').max(ROLL_ROOM_MAX_PRIZES, 'ROLL_ROOM_PRIZES'),
  /** Epoch ms; 5 minutes to 30 days ahead. */
  endsAt: z.number({ error: 'ROLL_ROOM_END_TIME' }).int('ROLL_ROOM_END_TIME'),
  password: z.string().min(1).max(64).optional(),
  conditions: rollRoomConditionsSchema.optional(),
  requestId: requestIdSchema.optional(),
});

export const rollRoomPrizeSchema = ornamentSchema.extend({
  /** The prize's place in the room's prize order: the index of its roll. */
  position: z.int(),
});

export const rollRoomPersonSchema = z.object({
  /** Join order, from 0. */
  seq: z.int(),
  /** The participant's id in the client seed: a member's user id, or a robot's id. */
  id: z.string(),
  userId: z.string().nullable(),
  robot: z.boolean(),
  nickname: z.string(),
  /** A robot's picture (a path on this site), when it has one; null otherwise. */
  robotAvatar: z.string().nullable(),
  joinedAt: z.int(),
});

export const rollRoomWinnerSchema = z.object({
  position: z.int(),
  participantId: z.string(),
  userId: z.string().nullable(),
  robot: z.boolean(),
  nickname: z.string(),
  robotAvatar: z.string().nullable(),
  rollPoint: z.int(),
  rollId: z.string(),
  /** The prize now in the winner's backpack; null when a robot won it back for the house. */
  backpackItemId: z.string().nullable(),
  item: ornamentSchema,
});

/** Whether the signed-in member may join, and what is missing (days to wait, hundredths to spend). */
export const rollRoomEligibilitySchema = z.object({
  eligible: z.boolean(),
  registeredDays: z.int(),
  spent: z.int().nullable(),
  missing: z.object({ registeredDays: z.int(), spend: z.int() }),
});

export const rollRoomSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  official: z.boolean(),
  creatorId: z.string().nullable(),
  creatorNickname: z.string().nullable(),
  status: z.enum(ROLL_ROOM_STATUSES),
  startsAt: z.int(),
  endsAt: z.int(),
  drawnAt: z.int().nullable(),
  hasPassword: z.boolean(),
  robotsAllowed: z.boolean(),
  conditions: rollRoomConditionsSchema,
  peopleCount: z.int(),
  prizeCount: z.int(),
  /** The prizes' total value, hundredths. */
  prizeValue: z.int(),
  /** The most valuable prizes, for a card. */
  topPrizes: z.array(rollRoomPrizeSchema),
  publicHash: z.string(),
  /** For a signed-in member: whether they joined, and whether they may. */
  joined: z.boolean().nullable(),
  eligibility: rollRoomEligibilitySchema.nullable(),
});
export type RollRoomSummary = z.infer<typeof rollRoomSummarySchema>;

export const rollRoomDetailSchema = rollRoomSummarySchema.extend({
  prizes: z.array(rollRoomPrizeSchema),
  people: z.array(rollRoomPersonSchema),
  winners: z.array(rollRoomWinnerSchema),
  seedId: z.string(),
  /** Fixed at the draw: the participants' ids joined by ",", then ":" and the beacon round's value. */
  clientSeed: z.string().nullable(),
  /** The first beacon round published after the room closed (`endsAt`); null until the draw. */
  beacon: beaconRoundSchema.nullable(),
  secret: z.string().nullable(),
  salt: z.string().nullable(),
});
export type RollRoomDetail = z.infer<typeof rollRoomDetailSchema>;

export const rollRoomPageSchema = pageOf(rollRoomSummarySchema);
export const rollRoomPeopleSchema = pageOf(rollRoomPersonSchema);
export const rollRoomOrnamentsSchema = z.array(rollRoomPrizeSchema.extend({ winner: rollRoomWinnerSchema.nullable() }));

/** `POST /dev/roll-rooms` (development only): a house room of catalogue items. */
export const devRollRoomBody = z.object({
  prizeIds: z.array(z.string().min(1).max(64)).min(1).max(ROLL_ROOM_MAX_PRIZES),
  endsInSeconds: z.int().min(1).max(30 * 24 * 3600),
  /** Opens for joining after this long (0: at once). */
  startsInSeconds: z.int().min(0).max(30 * 24 * 3600).default(0),
  title: z.string().min(1).max(40).optional(),
  conditions: rollRoomConditionsSchema.optional(),
  password: z.string().min(1).max(64).optional(),
  /** How many house robots join at once (shown as robots); 0 makes it players only. */
  robots: z.int().min(0).max(8).default(0),
});
