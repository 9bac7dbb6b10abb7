import { randomBytes } from 'node:crypto';
import { periodAt } from '@lootbay/shared/calendar';
import { AppError } from '@lootbay/shared/errors';
import type { RedPacketDetail } from '@lootbay/shared/schemas/console-red-packets';
import type { RedPacket, RedPacketCreate } from '@lootbay/shared/schemas/red-packets';
import { orderedId } from '../../db/ordered-id';
import type { Trx } from '../../db/unit-of-work';
import { splitRedPacket } from './red-packet-split';
import type { RewardsDependencies } from './rewards.context';
import * as repo from './rewards.repository';
import type { RedPacketRow } from './rewards.table';

const HOUR_MS = 60 * 60 * 1000;
/** Made-up codes: 10 characters without look-alikes (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function madeUpCode(): string {
  return [...randomBytes(10)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** Whether a claim through `drawRedGiftPro` (the conditioned packets' call) or `drawRedGift` (any packet). */
export type RedPacketEntry = 'plain' | 'conditioned';

/**
 * Red packets: an operator's code for N packets sharing a total. The shares are split when the
 * packet is made; the n-th claim takes share n, paid from the promotions account in the claim's
 * transaction, once per member.
 */
export function createRedPackets(deps: RewardsDependencies) {
  const db = deps.db.kysely;

  function view(row: RedPacketRow, now: number): RedPacket {
    return {
      id: row.id,
      code: row.code,
      count: row.packets,
      amount: Number(row.amount),
      condition: row.condition,
      minRecharge: Number(row.min_recharge),
      claimed: row.claimed,
      paid: Number(row.paid),
      expiresAt: Number(row.expires_at),
      createdAt: Number(row.created_at),
      expired: now >= Number(row.expires_at),
    };
  }

  /** Refuses a claim the packet's condition does not allow yet (coins recharged this site day). */
  async function assertCondition(packet: RedPacketRow, userId: string): Promise<void> {
    if (packet.condition === 'none') return;
    const { start } = periodAt('day', deps.timeZone, deps.clock());
    const recharged = await deps.paidRecharges(userId, start);
    const needed = Math.max(1, Number(packet.min_recharge));
    if (recharged < needed) throw new AppError('CLAIM_CONDITION_NOT_MET', { recharged, needed });
  }

  async function createIn(trx: Trx, request: RedPacketCreate, createdBy: string): Promise<RedPacket> {
    if (request.amount < request.count) throw new AppError('RED_PACKET_SPLIT');
    const now = deps.clock();
    const row = {
      id: orderedId(now),
      code: request.code ?? madeUpCode(),
      packets: request.count,
      amount: request.amount,
      condition: request.condition,
      min_recharge: request.condition === 'none' ? 0 : request.minRecharge,
      claimed: 0,
      paid: 0,
      expires_at: now + request.validHours * HOUR_MS,
      created_by: createdBy,
      created_at: now,
    };
    if (!(await repo.insertRedPacket(trx, row, splitRedPacket(request.amount, request.count)))) throw new AppError('RED_PACKET_CODE_TAKEN');
    return view(row, now);
  }

  return {
    /** Makes a packet in the caller's transaction (the console's audited change). */
    createIn,

    /** Makes a packet in a transaction of its own (`/dev/red-packets`). */
    create: (request: RedPacketCreate, createdBy: string): Promise<RedPacket> => deps.db.transaction((trx) => createIn(trx, request, createdBy)),

    /**
     * `/member/drawRedGift` (any packet) and `/member/drawRedGiftPro` (conditioned packets only):
     * answers the coins won, hundredths. What can be refused is checked first, outside the
     * transaction; inside it, the packet's count and the member's key decide under races.
     */
    async claim(userId: string, code: string, entry: RedPacketEntry): Promise<number> {
      await deps.assertMayReceive(userId);
      const packet = await repo.findRedPacketByCode(db, code);
      if (!packet) throw new AppError('RED_PACKET_NOT_FOUND');
      if (entry === 'conditioned' && packet.condition === 'none') throw new AppError('RED_PACKET_NOT_CONDITIONED');
      if (deps.clock() >= Number(packet.expires_at)) throw new AppError('RED_PACKET_EXPIRED');
      if (await repo.hasClaimed(db, packet.id, userId)) throw new AppError('RED_PACKET_CLAIMED');
      if (packet.claimed >= packet.packets) throw new AppError('RED_PACKET_EMPTY');
      await assertCondition(packet, userId);

      return deps.db.transaction(async (trx) => {
        const seq = await repo.takeNextShare(trx, packet.id);
        if (seq === undefined) throw new AppError('RED_PACKET_EMPTY');
        const amount = await repo.shareAmount(trx, packet.id, seq);
        if (!(await repo.insertRedPacketClaim(trx, { packet_id: packet.id, seq, user_id: userId, amount, created_at: deps.clock() }))) throw new AppError('RED_PACKET_CLAIMED');
        repo.addPaid(trx, packet.id, amount);
        // The claim just taken is the member's only one of this packet, so the key is new: no replay to look for.
        await deps.wallet.transfer(
          trx,
          {
            id: `red_packet:${packet.id}:${userId}`,
            from: { system: 'promotions' },
            to: { user: userId },
            currency: 'coin',
            amount,
            reason: 'red_packet',
            reference: `red_packet:${packet.id}`,
          },
          { fresh: true },
        );
        await deps.messages.send(trx, { userId, key: `red_packet:${packet.id}:${userId}`, template: 'red_packet_claimed', params: { amount } });
        return amount;
      });
    },

    /** The red packets' part of a member's data export: every claim of theirs, oldest first; amounts in hundredths. */
    async exportFor(userId: string) {
      const claims = await repo.redPacketClaimsOf(db, userId);
      return claims.map((claim) => ({ packetId: claim.packet_id, code: claim.code, seq: claim.seq, amount: Number(claim.amount), createdAt: Number(claim.created_at) }));
    },

    /** The console's list, newest first. */
    async page(page: number, size: number): Promise<{ list: RedPacket[]; total: number; page: number; size: number }> {
      const now = deps.clock();
      const { list: rows, total } = await repo.pageRedPackets(db, (page - 1) * size, size);
      return { list: rows.map((row) => view(row, now)), total, page, size };
    },

    /** One packet with every claim, in claim order. */
    async detail(id: string): Promise<RedPacketDetail> {
      const packet = await repo.findRedPacket(db, id);
      if (!packet) throw new AppError('RED_PACKET_NOT_FOUND');
      const claims = await repo.redPacketClaims(db, id);
      const names = await deps.nicknames(claims.map((claim) => claim.user_id));
      return {
        ...view(packet, deps.clock()),
        claims: claims.map((claim) => ({ seq: claim.seq, userId: claim.user_id, nickname: names.get(claim.user_id) ?? '', amount: Number(claim.amount), createdAt: Number(claim.created_at) })),
      };
    },
  };
}

export type RedPackets = ReturnType<typeof createRedPackets>;
