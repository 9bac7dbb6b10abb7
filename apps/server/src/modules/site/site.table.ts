import type { Selectable } from 'kysely';

/** Operator-editable settings, looked up by code (spec: search system config by a code). */
export interface SysConfigTable {
  code: string;
  value: string;
  updated_at: number;
}

/** Bulletin notices, each in the three languages. */
export interface NoticesTable {
  id: string;
  title_cn: string;
  title_br: string;
  title_en: string;
  body_cn: string;
  body_br: string;
  body_en: string;
  published_at: number;
  /** 0 hidden, 1 shown. */
  visible: number;
  sort: number;
}

export interface SiteTables {
  sys_config: SysConfigTable;
  notices: NoticesTable;
}

export type NoticeRow = Selectable<NoticesTable>;
export type SysConfigRow = Selectable<SysConfigTable>;
