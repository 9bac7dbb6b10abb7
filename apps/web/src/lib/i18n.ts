import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '@lootbay/shared/constants';
import type { UiTexts } from '@lootbay/shared/i18n/cn';
import { readText, STORAGE_KEYS, writeText } from './storage';

/** Each language's texts, loaded when it is chosen: a visitor downloads only the one they read. */
const LOADERS: Readonly<Record<Locale, () => Promise<UiTexts>>> = {
  cn: () => import('@lootbay/shared/i18n/cn').then((module) => module.cn),
  br: () => import('@lootbay/shared/i18n/br').then((module) => module.br),
  en: () => import('@lootbay/shared/i18n/en').then((module) => module.en),
};

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

/** The texts of a language already loaded (the one in use, or one loaded before). */
export function textsOf(locale: Locale = currentLocale()): UiTexts {
  return i18next.getResourceBundle(locale, 'translation') as UiTexts;
}

async function load(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'translation')) i18next.addResourceBundle(locale, 'translation', await LOADERS[locale]());
}

function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = HTML_LANG[locale];
  document.title = textsOf(locale).app.documentTitle;
  // The server reads it to send the next page with this language's texts preloaded.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export async function initI18n(): Promise<void> {
  const locale = storedLocale();
  // Every language has every key (the type of the texts says so): no fallback language is needed.
  await i18next.use(initReactI18next).init({ resources: { [locale]: { translation: await LOADERS[locale]() } }, lng: locale, fallbackLng: false, interpolation: { escapeValue: false }, showSupportNotice: false });
  applyDocumentLanguage(locale);
}

export async function changeLocale(locale: Locale): Promise<void> {
  await load(locale);
  writeText(STORAGE_KEYS.locale, locale);
  await i18next.changeLanguage(locale);
  applyDocumentLanguage(locale);
}

export { i18next };
