import { PLAY_GOAL } from '../goals';
import { ERRORS } from '@lootbay/shared/errors';
import { withServerDatabase } from '../database';
import { fundedMembers } from '../members';
import { runMemberLoad } from '../member-load';
import type { Measurement } from '../measure';
import type { Scenario, ScenarioContext } from '../scenario';

const MEMBERS = 320;
/** Packets made before the load, each with a share for every member: more claims than their per-minute limit lets them make. */
const PACKETS = 60;
/** Coins (hundredths) per share, split at random by the server. */
const SHARE = 100;

async function makePacket(baseUrl: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/dev/red-packets`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: MEMBERS, amount: MEMBERS * SHARE }) });
  const made = (await answer.json()) as { code: number; data: { code: string } };
  if (made.code !== 100) throw new Error(`no red packet was made: code ${made.code}`);
  return made.data.code;
}

/**
 * Red packet claims, as the dialog sends them when a code is posted and everyone claims at once:
 * the checks, the next share taken under the packet's count, a coin credit from the promotions
 * account and the member's message, in one transaction. Request n is member n mod 320 claiming
 * packet n div 320, so each request is a first claim of its member on its packet until the
 * packets run out (later requests are refused as already claimed, counted apart). Counted: claims
 * per second; every claim answered must be a claim row in the server's database.
 */
async function run(context: ScenarioContext): Promise<Measurement> {
  const { baseUrl, authKey, seconds } = context;
  const members = await fundedMembers(baseUrl, authKey, MEMBERS, 100);
  const codes: string[] = [];
  for (let index = 0; index < PACKETS; index += 1) codes.push(await makePacket(baseUrl));
  let alreadyClaimed = 0;
  const measured = await runMemberLoad({
    baseUrl,
    authKey,
    seconds,
    path: '/api/member/drawRedGift',
    members,
    supply: MEMBERS * PACKETS,
    body: (n) => ({ code: codes[Math.floor(n / MEMBERS) % PACKETS]! }),
    onRefused: (code) => {
      if (code === ERRORS.RED_PACKET_CLAIMED.code) alreadyClaimed += 1;
    },
  });
  const claims = await withServerDatabase(context, async (db) => {
    const row = await db.kysely.selectFrom('red_packet_claims').select((eb) => eb.fn.countAll<number>().as('claims')).executeTakeFirstOrThrow();
    return Number(row.claims);
  });
  if (claims < measured.done) throw new Error(`${measured.done} claims answered, but only ${claims} claim rows`);
  return { ...measured, extra: { claimed: measured.done, alreadyClaimed, refused: measured.refused - alreadyClaimed, claimRows: claims, ranSeconds: measured.ranSeconds } };
}

export const redPacketClaim: Scenario = { name: 'red-packet-claim', goal: PLAY_GOAL, run };
