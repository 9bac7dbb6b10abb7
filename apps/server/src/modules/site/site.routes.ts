import type { FastifyInstance } from 'fastify';
import { noticeListSchema, searchSysConfigBody, sysConfigAnswerSchema } from '@lootbay/shared/schemas/site';
import { emptyBodySchema } from '@lootbay/shared/schemas/common';
import { visitorCall } from '../../http/call';
import type { SiteService } from './site.service';

export function registerSiteRoutes(app: FastifyInstance, site: SiteService): void {
  visitorCall(
    app,
    { path: '/common/searchSysConfig', body: searchSysConfigBody, data: sysConfigAnswerSchema, summary: 'Search system config by code (bulletin answers the notices)', tag: 'site' },
    ({ body, locale }) => site.searchConfig(body.code, locale),
  );
  visitorCall(
    app,
    { path: '/common/notice', body: emptyBodySchema, data: noticeListSchema, summary: 'Bulletin notices', tag: 'site' },
    ({ locale }) => site.notices(locale),
  );
}
