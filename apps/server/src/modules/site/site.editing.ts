import { AppError } from '@lootbay/shared/errors';
import { BULLETIN_CODE, SITE_SETTINGS, type ConsoleNotice, type ConsoleSetting } from '@lootbay/shared/schemas/console-site';
import type { Db } from '../../db/dialect';
import { orderedId } from '../../db/ordered-id';
import type { Trx } from '../../db/unit-of-work';
import { findConfigIn, findNotice, insertNotice, listConfig, listNotices, saveConfig, updateNotice } from './site.repository';
import type { NoticeRow } from './site.table';

type Texts = Readonly<Record<'cn' | 'br' | 'en', string>>;

export interface NoticeChange {
  readonly id?: string | undefined;
  readonly title: Texts;
  readonly body: Texts;
  readonly visible: boolean;
  readonly sort: number;
}

function noticeOf(row: NoticeRow): ConsoleNotice {
  return {
    id: row.id,
    title: { cn: row.title_cn, br: row.title_br, en: row.title_en },
    body: { cn: row.body_cn, br: row.body_br, en: row.body_en },
    visible: row.visible === 1,
    sort: row.sort,
    publishedAt: Number(row.published_at),
  };
}

const labelOf = (code: string) => SITE_SETTINGS.find((setting) => setting.code === code)?.label ?? null;

/** Operators' editing of the bulletin and of the settings players' pages read; each change in the caller's transaction. */
export function createSiteEditing(deps: { readonly db: Db; readonly clock: () => number }) {
  const db = deps.db.kysely;
  return {
    /** Every notice, hidden ones too, in every language. */
    notices: async (): Promise<ConsoleNotice[]> => (await listNotices(db)).map(noticeOf),

    /** Creates a notice (published now) or edits one (keeping its publication time). */
    async saveNoticeIn(trx: Trx, change: NoticeChange): Promise<{ before: ConsoleNotice | null; after: ConsoleNotice }> {
      const fields = {
        title_cn: change.title.cn,
        title_br: change.title.br,
        title_en: change.title.en,
        body_cn: change.body.cn,
        body_br: change.body.br,
        body_en: change.body.en,
        visible: change.visible ? 1 : 0,
        sort: change.sort,
      };
      if (change.id === undefined) {
        const now = deps.clock();
        const row = { id: orderedId(now), ...fields, published_at: now };
        await insertNotice(trx, row);
        return { before: null, after: noticeOf(row) };
      }
      const found = await findNotice(trx, change.id);
      if (!found) throw new AppError('CONSOLE_NOTICE_NOT_FOUND');
      await updateNotice(trx, found.id, fields);
      return { before: noticeOf(found), after: noticeOf({ ...found, ...fields }) };
    },

    /** The known settings (stored or not), then any other stored code. */
    async settings(): Promise<ConsoleSetting[]> {
      const rows = await listConfig(db);
      const stored = new Map(rows.map((row) => [row.code, row]));
      const known = SITE_SETTINGS.map((setting): ConsoleSetting => {
        const row = stored.get(setting.code);
        return { code: setting.code, value: row?.value ?? null, label: setting.label, updatedAt: row ? Number(row.updated_at) : null };
      });
      const others = rows.filter((row) => labelOf(row.code) === null && row.code !== BULLETIN_CODE).map((row): ConsoleSetting => ({ code: row.code, value: row.value, label: null, updatedAt: Number(row.updated_at) }));
      return [...known, ...others];
    },

    /** Changes a known or already stored setting; no new codes, and never the bulletin's. */
    async saveSettingIn(trx: Trx, code: string, value: string): Promise<{ before: ConsoleSetting; after: ConsoleSetting }> {
      const found = code === BULLETIN_CODE ? undefined : await findConfigIn(trx, code);
      if (code === BULLETIN_CODE || (!found && labelOf(code) === null)) throw new AppError('CONSOLE_SETTING_UNKNOWN');
      const row = { code, value, updated_at: deps.clock() };
      await saveConfig(trx, row);
      return {
        before: { code, value: found?.value ?? null, label: labelOf(code), updatedAt: found ? Number(found.updated_at) : null },
        after: { code, value, label: labelOf(code), updatedAt: row.updated_at },
      };
    },
  };
}
