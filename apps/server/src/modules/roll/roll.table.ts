import type { Insertable, Selectable } from 'kysely';

/** A roll room: its prizes are drawn among its participants at its end time. */
export interface RollRoomsTable {
  id: string;
  title: string;
  /** 1 for the house's rooms, 0 for a member's. */
  official: number;
  creator_id: string | null;
  /** SHA-256 of salt + password, when the room has one. */
  password_hash: string | null;
  password_salt: string | null;
  starts_at: number;
  ends_at: number;
  registered_days: number;
  spend_period: string | null;
  spend_amount: number | null;
  robots_allowed: number;
  /** open until drawn, then finished. */
  status: string;
  people_count: number;
  game_seed_id: string;
  public_hash: string;
  client_seed: string | null;
  drawn_at: number | null;
  created_at: number;
}

/** A prize, in the room's prize order; a member's prize names the backpack item it locks. */
export interface RollRoomPrizesTable {
  room_id: string;
  position: number;
  ornament_id: string;
  price: number;
  source_item_id: string | null;
}

/** A participant, in join order: a member or a house robot. */
export interface RollRoomPeopleTable {
  room_id: string;
  seq: number;
  user_id: string | null;
  robot_id: string | null;
  joined_at: number;
}

/** Who won a prize, by which roll; a member's prize is a new backpack item. */
export interface RollRoomWinsTable {
  room_id: string;
  position: number;
  participant_id: string;
  user_id: string | null;
  roll_id: string;
  roll_point: number;
  backpack_item_id: string | null;
}

export interface RollTables {
  roll_rooms: RollRoomsTable;
  roll_room_prizes: RollRoomPrizesTable;
  roll_room_people: RollRoomPeopleTable;
  roll_room_wins: RollRoomWinsTable;
}

export type RollRoomRow = Selectable<RollRoomsTable>;
export type NewRollRoom = Insertable<RollRoomsTable>;
export type RollRoomPrizeRow = Selectable<RollRoomPrizesTable>;
export type RollRoomPersonRow = Selectable<RollRoomPeopleTable>;
export type RollRoomWinRow = Selectable<RollRoomWinsTable>;
