import type { FastifyInstance } from 'fastify';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import {
  buyFishToolBody,
  fishCatchPageSchema,
  fishCatchSchema,
  fishHistoryBody,
  fishingBoxBody,
  fishingCastSchema,
  fishingStatusSchema,
  fishOpenBoxBody,
  fishPlaceListSchema,
  fishPurchaseSchema,
  fishToolBagSchema,
  fishToolListSchema,
  startFishingBody,
} from '@lootbay/shared/schemas/fishing';
import { memberCall, viewerCall, visitorCall } from '../../http/call';
import type { SessionResolver } from '../../http/session';
import type { FishingService } from './fishing.service';

const tag = 'fishing';
const path = (name: string) => `/activity/fish/${name}`;

export function registerFishingRoutes(app: FastifyInstance, sessions: SessionResolver, fishing: FishingService): void {
  visitorCall(app, { path: path('getFishPlace'), body: emptyBodySchema, data: fishPlaceListSchema, summary: 'The 15 fishing spots (5 grounds × 3 levels) with the published pool each rolls on', tag }, ({ locale }) => fishing.places(locale));
  viewerCall(app, sessions, { path: path('mallFishToolList'), body: emptyBodySchema, data: fishToolListSchema, summary: 'The fishing shop: rods and bait packs; a member also sees what they own', tag }, ({ viewer, locale }) =>
    fishing.tools(viewer?.userId ?? null, locale),
  );
  memberCall(app, sessions, { path: path('mallBuyFishTool'), body: buyFishToolBody, data: fishPurchaseSchema, summary: 'Buy bait packs or a rod with coins (charged once per request id)', tag, perMinute: 60 }, ({ body, member }) =>
    fishing.buy(member.userId, { id: body.id, num: body.num, price: body.price, requestId: body.requestId }),
  );
  memberCall(app, sessions, { path: path('fishToolBag'), body: emptyBodySchema, data: fishToolBagSchema, summary: 'The fishing bag: rods, bait left, and catch boxes still to open', tag }, ({ member, locale }) => fishing.bag(member.userId, locale));
  memberCall(app, sessions, { path: path('startFishing'), body: startFishingBody, data: fishingStatusSchema, summary: 'Start fishing at a spot in entertainment or leisure mode with a bait; one session at a time', tag, perMinute: 30 }, ({ body, member, locale }) =>
    fishing.start(member.userId, { placeId: body.placeId, mode: body.mode, toolId: body.toolId, bait: body.bait, requestId: body.requestId }, locale),
  );
  memberCall(app, sessions, { path: path('fishingStatus'), body: emptyBodySchema, data: fishingStatusSchema, summary: "The member's fishing session: bait left, catches, the next leisure catch (due catches land first)", tag, perMinute: 240 }, ({ member, locale }) =>
    fishing.status(member.userId, locale),
  );
  memberCall(app, sessions, { path: path('fishingBox'), body: fishingBoxBody, data: fishingCastSchema, summary: 'Cast once in entertainment mode: one bait for one catch box', tag, perMinute: 240 }, ({ body, member, locale }) =>
    fishing.cast(member.userId, body.requestId, locale),
  );
  memberCall(app, sessions, { path: path('fishOpenBox'), body: fishOpenBoxBody, data: fishCatchSchema, summary: "Open a catch box: a provable roll on the spot's pool into the backpack", tag, perMinute: 240 }, ({ body, member, locale }) =>
    fishing.open(member.userId, body.id, locale),
  );
  memberCall(app, sessions, { path: path('endFishing'), body: emptyBodySchema, data: fishingStatusSchema, summary: 'End fishing now: catches due are kept, unused bait goes back to the bag', tag, perMinute: 30 }, ({ member, locale }) =>
    fishing.end(member.userId, locale),
  );
  memberCall(app, sessions, { path: path('activityFishHistory'), body: fishHistoryBody, data: fishCatchPageSchema, summary: "The member's catches, newest first, with their rolls", tag }, ({ body, member, locale }) =>
    fishing.history(member.userId, body.page, body.size, locale),
  );
}
