import { z } from 'zod';
import { consoleBody, reasonSchema } from './console';

/**
 * The settings players' pages read through `/common/searchSysConfig`, with what each is for.
 * Operators edit these (and any other code already stored); they cannot invent new codes.
 */
export const SITE_SETTINGS = [
  { code: 'customer_service', label: { cn: '客服联系方式', br: 'Contato do suporte', en: 'Customer service contact' } },
  { code: 'app_download_android', label: { cn: '安卓 App 下载地址', br: 'Download do app Android', en: 'Android app download link' } },
  { code: 'app_download_ios', label: { cn: 'iOS App 下载地址', br: 'Download do app iOS', en: 'iOS app download link' } },
] as const;

/** `/common/searchSysConfig` answers this code with the bulletin's notices, never with a stored value. */
export const BULLETIN_CODE = 'bulletin';

export const SITE_SETTING_VALUE_MAX = 1000;

const texts = (max: number) =>
  z.object({
    cn: z.string({ error: 'CONSOLE_NOTICE_TEXT' }).trim().min(1, 'CONSOLE_NOTICE_TEXT').max(max, 'CONSOLE_NOTICE_TEXT'),
    br: z.string({ error: 'CONSOLE_NOTICE_TEXT' }).trim().min(1, 'CONSOLE_NOTICE_TEXT').max(max, 'CONSOLE_NOTICE_TEXT'),
    en: z.string({ error: 'CONSOLE_NOTICE_TEXT' }).trim().min(1, 'CONSOLE_NOTICE_TEXT').max(max, 'CONSOLE_NOTICE_TEXT'),
  });

/** A bulletin notice in every language, as operators edit it. */
export const consoleNoticeSchema = z.object({
  id: z.string(),
  title: z.object({ cn: z.string(), br: z.string(), en: z.string() }),
  body: z.object({ cn: z.string(), br: z.string(), en: z.string() }),
  /** Whether players see it. */
  visible: z.boolean(),
  /** Higher comes first; equal ones newest first. */
  sort: z.int(),
  publishedAt: z.int(),
});
export type ConsoleNotice = z.infer<typeof consoleNoticeSchema>;

/** `site/notices/save`: without `id` a new notice (published now), with one an edit of it. */
export const noticeSaveBodySchema = consoleBody({
  id: z.string({ error: 'CONSOLE_NOTICE_NOT_FOUND' }).min(1, 'CONSOLE_NOTICE_NOT_FOUND').max(64, 'CONSOLE_NOTICE_NOT_FOUND').optional(),
  title: texts(100),
  body: texts(5000),
  visible: z.boolean(),
  sort: z.int().min(-1_000_000).max(1_000_000),
  reason: reasonSchema,
});

export const consoleSettingSchema = z.object({
  code: z.string(),
  /** null for a known setting never stored: players' pages get null for it. */
  value: z.string().nullable(),
  /** What it is for, for the known settings; null for other stored codes. */
  label: z.object({ cn: z.string(), br: z.string(), en: z.string() }).nullable(),
  updatedAt: z.int().nullable(),
});
export type ConsoleSetting = z.infer<typeof consoleSettingSchema>;

export const settingSaveBodySchema = consoleBody({
  code: z.string({ error: 'CONSOLE_SETTING_UNKNOWN' }).min(1, 'CONSOLE_SETTING_UNKNOWN').max(64, 'CONSOLE_SETTING_UNKNOWN'),
  value: z.string({ error: 'CONSOLE_SETTING_VALUE' }).trim().max(SITE_SETTING_VALUE_MAX, 'CONSOLE_SETTING_VALUE'),
  reason: reasonSchema,
});
