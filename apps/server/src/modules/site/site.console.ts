import { z } from 'zod';
import { consoleBody } from '@lootbay/shared/schemas/console';
import { consoleNoticeSchema, consoleSettingSchema, noticeSaveBodySchema, settingSaveBodySchema } from '@lootbay/shared/schemas/console-site';
import type { SiteService } from './site.service';
import { changeCall, readCall, type ConsoleCall } from '../console/console.module';

/** The bulletin's notices and the settings players' pages read. */
export function siteCalls(site: Pick<SiteService, 'editing'>): ConsoleCall[] {
  return [
    readCall({
      path: 'site/notices',
      access: 'site.read',
      summary: 'Every bulletin notice, hidden ones too, in every language',
      body: consoleBody({}),
      data: z.array(consoleNoticeSchema),
      read: () => site.editing.notices(),
    }),
    changeCall({
      path: 'site/notices/save',
      access: 'site.write',
      summary: 'Create a bulletin notice (without id) or edit one: title and text in every language, shown or hidden, order',
      body: noticeSaveBodySchema,
      data: consoleNoticeSchema,
      async change(trx, body) {
        const { before, after } = await site.editing.saveNoticeIn(trx, { id: body.id, title: body.title, body: body.body, visible: body.visible, sort: body.sort });
        return { data: after, target: `notice:${after.id}`, before: before ?? undefined, after };
      },
    }),
    readCall({
      path: 'site/settings',
      access: 'site.read',
      summary: 'The settings players\' pages read, known ones first',
      body: consoleBody({}),
      data: z.array(consoleSettingSchema),
      read: () => site.editing.settings(),
    }),
    changeCall({
      path: 'site/settings/save',
      access: 'site.write',
      summary: 'Change a known or stored setting (no new codes)',
      body: settingSaveBodySchema,
      data: consoleSettingSchema,
      async change(trx, body) {
        const { before, after } = await site.editing.saveSettingIn(trx, body.code, body.value);
        return { data: after, target: `setting:${body.code}`, before, after };
      },
    }),
  ];
}
