import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import type { Retrieval } from '@lootbay/shared/schemas/retrieval';
import { isFinished } from '@lootbay/shared/schemas/retrieval';
import { SteamUnavailableError, type InventoryVisibility, type SteamProvider } from '../../src/providers/steam/steam.provider';
import { runAllDue, type TestApp } from '../helpers/app';
import { giveItems, readyPlayer } from '../helpers/players';
import type { RegisteredMember } from '../helpers/members';

/** The market at a thousandth of the spec's timings (a 16-hour quote in under a minute), asked again every 100 ms at least. */
export const FAST_MARKET = { MARKET_TIME_SCALE: '0.001', MARKET_LATENCY_MS: '0', RETRIEVAL_POLL_MS: '100' } as const;

/** The sandbox reads the course of an order from the partner id's last digit (see sandbox-market.ts). */
export const COURSE = { outOfStock: '1', restock: '2', sellerCancel: '3', offerExpire: '4', deliver: '5' } as const;

export function tradeLink(lastDigit: string): string {
  return `https://steamcommunity.com/tradeoffer/new/?partner=1234567${lastDigit}&token=Ab3dE_9x`;
}

/** A verified adult holding `count` starter-box items, with a trade link whose partner id ends in `course`. */
export async function retriever(t: TestApp, count: number, course: string): Promise<{ member: RegisteredMember; items: string[] }> {
  const member = await readyPlayer(t);
  const bound = await t.call('/member/bindTransactionUrl', { transactionUrl: tradeLink(course) }, { token: member.token });
  if (bound.code !== 100) throw new Error(`bind failed: ${bound.msg}`);
  const box = (await t.call<BoxDetail>('/visitor/getBoxInfo', { id: 'starter' })).data;
  const items = await giveItems(
    t,
    member.userId,
    Array.from({ length: count }, (_, index) => {
      const entry = box.ornaments[index % box.ornaments.length]!;
      return { ornamentId: entry.id, price: entry.price };
    }),
  );
  return { member, items };
}

export async function retrievals(t: TestApp, token: string): Promise<Retrieval[]> {
  const answer = await t.call<{ list: Retrieval[] }>('/member/takeBack/list', { size: 100 }, { token });
  if (answer.code !== 100) throw new Error(`takeBack/list: ${answer.msg}`);
  return answer.data.list;
}

/**
 * Moves the test clock on a second at a time, running due jobs, until every retrieval of the
 * member has finished (or `limitSeconds` pass); answers each state a retrieval was seen in.
 */
export async function followToEnd(t: TestApp, clock: { now: number }, token: string, limitSeconds = 600): Promise<Map<string, string[]>> {
  const seen = new Map<string, string[]>();
  for (let second = 0; second < limitSeconds; second += 1) {
    clock.now += 1000;
    await runAllDue(t.app);
    const list = await retrievals(t, token);
    for (const retrieval of list) {
      const states = seen.get(retrieval.id) ?? [];
      const state = `${retrieval.sellStatus}/${retrieval.shippingStatus}`;
      if (states.at(-1) !== state) states.push(state);
      seen.set(retrieval.id, states);
    }
    if (list.every((retrieval) => isFinished(retrieval.sellStatus))) return seen;
  }
  throw new Error('retrievals did not finish');
}

/**
 * Steam as a test sets it: every inventory public, private or unreachable, each call counted; while
 * held, calls wait until it is let go, so a call made where none may be made shows as a hang.
 */
export function steamDouble() {
  let answer: InventoryVisibility | 'unreachable' = 'public';
  let held: { promise: Promise<void>; release: () => void } | null = null;
  const calls: string[] = [];
  const provider: SteamProvider = {
    async inventoryVisibility(partnerId) {
      calls.push(partnerId);
      if (held) await held.promise;
      if (answer === 'unreachable') throw new SteamUnavailableError('steam double: unreachable');
      return answer;
    },
  };
  return {
    provider,
    calls,
    answer(next: InventoryVisibility | 'unreachable'): void {
      answer = next;
    },
    hold(): void {
      let release = () => undefined as void;
      const promise = new Promise<void>((resolve) => (release = resolve));
      held = { promise, release };
    },
    letGo(): void {
      held?.release();
      held = null;
    },
  };
}
