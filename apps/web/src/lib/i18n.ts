import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@lootbay/shared/constants';
import { br } from '@lootbay/shared/i18n/br';
import { cn, type UiTexts } from '@lootbay/shared/i18n/cn';
import { en } from '@lootbay/shared/i18n/en';
import { readText, STORAGE_KEYS, writeText } from './storage';

export const UI_TEXTS: Readonly<Record<Locale, UiTexts>> = { cn, br, en };

/** The `lang` attribute of each language, for screen readers and fonts. */
const HTML_LANG: Readonly<Record<Locale, string>> = { cn: 'zh-CN', br: 'pt-BR', en: 'en' };

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function storedLocale(): Locale {
  const stored = readText(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
}

function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = HTML_LANG[locale];
  document.title = UI_TEXTS[locale].app.documentTitle;
}

export async function initI18n(): Promise<void> {
  const locale = storedLocale();
  await i18next.use(initReactI18next).init({
    resources: { cn: { translation: cn }, br: { translation: br }, en: { translation: en } },
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
  });
  applyDocumentLanguage(locale);
}

export async function changeLocale(locale: Locale): Promise<void> {
  writeText(STORAGE_KEYS.locale, locale);
  await i18next.changeLanguage(locale);
  applyDocumentLanguage(locale);
}

export { i18next };
