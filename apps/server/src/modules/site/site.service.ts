import type { Locale } from '@lootbay/shared/constants';
import { BULLETIN_CODE } from '@lootbay/shared/schemas/console-site';
import { FEATURE_CLOSED, FEATURE_OPEN, type FeatureCode, type Notice, type SysConfigAnswer } from '@lootbay/shared/schemas/site';
import type { Db } from '../../db/dialect';
import { createSiteEditing } from './site.editing';
import { findConfig, listVisibleNotices } from './site.repository';
import type { NoticeRow } from './site.table';

function localizeNotice(row: NoticeRow, locale: Locale): Notice {
  return {
    id: row.id,
    title: row[`title_${locale}`],
    content: row[`body_${locale}`],
    publishedAt: row.published_at,
  };
}

export interface SiteDependencies {
  readonly db: Db;
  readonly clock: () => number;
  /** Features that depend on what the server is configured with (`retrieval`: a trading market), answered by their config code. */
  readonly features?: Readonly<Partial<Record<FeatureCode, boolean>>>;
}

export function createSiteService(deps: SiteDependencies) {
  const db = deps.db.kysely;
  return {
    /** Operators' editing of the bulletin and the settings. */
    editing: createSiteEditing(deps),

    async notices(locale: Locale): Promise<Notice[]> {
      return (await listVisibleNotices(db)).map((row) => localizeNotice(row, locale));
    },

    async searchConfig(code: string, locale: Locale): Promise<SysConfigAnswer> {
      if (code === BULLETIN_CODE) return { code, notices: await this.notices(locale), value: null };
      const feature = deps.features?.[code as FeatureCode];
      if (feature !== undefined) return { code, notices: [], value: feature ? FEATURE_OPEN : FEATURE_CLOSED };
      const row = await findConfig(db, code);
      return { code, notices: [], value: row?.value ?? null };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
