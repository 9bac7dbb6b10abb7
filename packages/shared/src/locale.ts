import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants';

/** Reads any caller-supplied language tag as one of ours; CN when absent or unknown. */
export function toLocale(value: unknown): Locale {
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  const tag = value.trim().toLowerCase();
  if ((LOCALES as readonly string[]).includes(tag)) return tag as Locale;
  if (tag.startsWith('pt')) return 'br';
  if (tag.startsWith('en')) return 'en';
  if (tag.startsWith('zh')) return 'cn';
  return DEFAULT_LOCALE;
}
