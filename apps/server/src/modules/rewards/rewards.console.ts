import { consoleRedPacketCreateBody, consoleRedPacketDetailBody, consoleRedPacketDetailSchema, consoleRedPacketsBody, consoleRedPacketsPageSchema } from '@lootbay/shared/schemas/console-red-packets';
import { redPacketSchema } from '@lootbay/shared/schemas/red-packets';
import type { RewardsService } from './rewards.service';
import { changeCall, readCall, type ConsoleCall } from '../console/console.module';

/** Red packet codes: made by operators, listed with who claimed what. */
export function promotionCalls(redPackets: Pick<RewardsService['redPackets'], 'page' | 'detail' | 'createIn'>): ConsoleCall[] {
  return [
    readCall({
      path: 'promotions/red-packets',
      access: 'money.read',
      summary: 'Red packets, newest first: packets claimed of the count, amount paid of the total, expiry',
      body: consoleRedPacketsBody,
      data: consoleRedPacketsPageSchema,
      read: (body) => redPackets.page(body.page, body.size),
    }),
    readCall({
      path: 'promotions/red-packets/detail',
      access: 'money.read',
      summary: 'One red packet with every claim: member, share and time, in claim order',
      body: consoleRedPacketDetailBody,
      data: consoleRedPacketDetailSchema,
      read: (body) => redPackets.detail(body.id),
    }),
    changeCall({
      path: 'promotions/red-packets/create',
      access: 'money.write',
      summary: 'Make a red packet code: a number of packets sharing a total (random shares of at least 0.01), optionally only for members who recharged today',
      body: consoleRedPacketCreateBody,
      data: redPacketSchema,
      async change(trx, body, { caller }) {
        const created = await redPackets.createIn(trx, body, `operator:${caller.operatorId}`);
        return { data: created, target: `red_packet:${created.code}`, after: created };
      },
    }),
  ];
}
