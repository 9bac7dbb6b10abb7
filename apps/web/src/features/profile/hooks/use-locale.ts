import type { Locale } from '@lootbay/shared/constants';
import { toLocale } from '@lootbay/shared/locale';
import { useTranslation } from '../../../lib/i18n';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.language);
}

const DATE_LOCALES: Readonly<Record<Locale, string>> = { cn: 'zh-CN', br: 'pt-BR', en: 'en-GB' };

/** A calendar date in the reader's language. */
export function formatDate(epochMs: number, locale: Locale): string {
  return new Date(epochMs).toLocaleDateString(DATE_LOCALES[locale], { year: 'numeric', month: '2-digit', day: '2-digit' });
}
