import { randomUUID } from 'node:crypto';
import { call, type BenchMember } from './members';

/** Backpack items for each member, won by five-box opens of a box: `opens` × 5 each, in order. */
export async function itemsOfMembers(baseUrl: string, authKey: string, members: readonly BenchMember[], boxId: string, opens: number): Promise<string[][]> {
  return Promise.all(
    members.map(async (member) => {
      const ids: string[] = [];
      for (let open = 0; open < opens; open += 1) {
        const answer = await call<{ list: { backpackItemId: string }[] }>(baseUrl, authKey, '/member/openBox', { id: boxId, num: 5, requestId: randomUUID() }, { token: member.token });
        ids.push(...answer.list.map((result) => result.backpackItemId));
      }
      return ids;
    }),
  );
}
