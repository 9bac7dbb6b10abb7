import type { Locale } from '@lootbay/shared/constants';
import { toLocale } from '@lootbay/shared/locale';

/** The calendar conventions each language of the site writes dates in. */
const DATE_LOCALES: Readonly<Record<Locale, string>> = { cn: 'zh-CN', br: 'pt-BR', en: 'en-GB' };

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date (or date and time) in the words of a language. Each format is made once: making one
 * costs a phone several milliseconds, which a list of dates would otherwise pay on every row.
 */
export function formatDate(at: number, language: string, options: Intl.DateTimeFormatOptions): string {
  const locale = DATE_LOCALES[toLocale(language)];
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format.format(at);
}

/** A calendar date in digits, e.g. 2026/11/26 or 26/11/2026. */
export const CALENDAR_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
