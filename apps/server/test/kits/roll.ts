import type { RollRoomDetail } from '@lootbay/shared/schemas/roll';
import type { TestApp } from '../helpers/app';

/** Three demo catalogue items to give away. */
export const PRIZES = ['orn-366-bs', 'orn-428-fn', 'orn-486-ft'];

/** A house room through the development route. */
export async function devRoom(t: TestApp, body: Record<string, unknown>): Promise<string> {
  const response = await t.inject({ method: 'POST', url: '/dev/roll-rooms', payload: body });
  const envelope = response.json() as { code: number; msg: string; data: { id: string } };
  if (envelope.code !== 100) throw new Error(`dev room: ${envelope.msg}`);
  return envelope.data.id;
}

export async function room(t: TestApp, id: string, token?: string): Promise<RollRoomDetail> {
  const answer = await t.call<RollRoomDetail>('/visitor/rollRoomDetail', { id }, token ? { token } : {});
  if (answer.code !== 100) throw new Error(`room ${id}: ${answer.msg}`);
  return answer.data;
}
