import type { Locale } from '@lootbay/shared/constants';
import { toLocale } from '@lootbay/shared/locale';
import { useTranslation } from '../../lib/i18n';

/** A screen's texts in the three languages, each checked against the Chinese ones' shape. */
export type Localized<T> = { readonly cn: T; readonly br: NoInfer<T>; readonly en: NoInfer<T> };

export function localized<T>(texts: Localized<T>): Localized<T> {
  return texts;
}

/** The console follows the site's chosen language: its texts in that language, again on every change. */
export function useTexts<T>(texts: Localized<T>): T {
  const { i18n } = useTranslation();
  return texts[toLocale(i18n.language)];
}

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.language);
}

/** Puts values into `{{name}}` slots. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
