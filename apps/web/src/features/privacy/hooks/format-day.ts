import { toLocale } from '@lootbay/shared/locale';

const DATE_LOCALES = { cn: 'zh-CN', br: 'pt-BR', en: 'en-GB' } as const;

/** A date in the words of the current language, e.g. 1 December 2026. */
export function formatDay(at: number, language: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[toLocale(language)], { dateStyle: 'long' }).format(at);
}
