import { useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale } from '@lootbay/shared/constants';
import type { ErrorKey } from '@lootbay/shared/errors';
import type { UiTexts } from '@lootbay/shared/i18n/cn';
import { readText, STORAGE_KEYS, writeText } from './storage';

/**
 * The web app's texts in the reader's language. Every language has every key (their type says
 * so), texts only fill in `{{name}}` values, and a language is loaded when it is chosen: all this
 * needs is a lookup and a replace, with the keys checked at compile time.
 */

/** A language's texts and error messages, one file of the build (see `locale-modules.ts`). */
interface LocaleModule {
  readonly texts: UiTexts;
  readonly errors: Readonly<Record<ErrorKey, string>>;
}

/** Each language, loaded when it is chosen: a visitor downloads only the one they read. */
const LOADERS: Readonly<Record<Locale, () => Promise<LocaleModule>>> = {
  cn: () => import('virtual:locale/cn'),
  br: () => import('virtual:locale/br'),
  en: () => import('virtual:locale/en'),
};

/** The `lang` attribute of each language, for screen readers and fonts. */
const HTML_LANG: Readonly<Record<Locale, string>> = { cn: 'zh-CN', br: 'pt-BR', en: 'en' };

/** Every text's key: the dotted path to a string of the texts. */
type TextPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type TextKey = TextPaths<UiTexts>;
export type TextValues = Readonly<Record<string, string | number>>;
export type Translate = (key: TextKey, values?: TextValues) => string;

const loaded: Partial<Record<Locale, LocaleModule>> = {};
let language: Locale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function storedLocale(): Locale {
  const stored = readText(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function currentLocale(): Locale {
  return language;
}

function loadedLocale(locale: Locale): LocaleModule {
  const module = loaded[locale];
  if (!module) throw new Error(`the ${locale} texts are not loaded`);
  return module;
}

/** The texts of a language already loaded (the one in use, or one loaded before). */
export function textsOf(locale: Locale = language): UiTexts {
  return loadedLocale(locale).texts;
}

/** The catalogue's message for an error key, in a loaded language (the one in use by default). */
export function errorMessage(key: ErrorKey, locale: Locale = language): string {
  return loadedLocale(locale).errors[key];
}

/** Puts values into a text's `{{name}}` slots; a slot without a value stays as written. */
export function fillText(template: string, values: TextValues): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (values[name] === undefined ? placeholder : String(values[name])));
}

function textIn(locale: Locale, key: TextKey, values?: TextValues): string {
  let node: unknown = loaded[locale]?.texts;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') return key;
  return values ? fillText(node, values) : node;
}

/** A text in the language in use, outside a component (a component uses `useTranslation`). */
export function translate(key: TextKey, values?: TextValues): string {
  return textIn(language, key, values);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language in use, for a component: drawn again when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale);
}

/** The texts for a component, drawn again when the language changes. */
export function useTranslation(): { readonly t: Translate; readonly i18n: { readonly language: Locale } } {
  const locale = useLocale();
  return useMemo(() => ({ t: (key: TextKey, values?: TextValues) => textIn(locale, key, values), i18n: { language: locale } }), [locale]);
}

/**
 * A section of the catalogue that only some screens read (the operator console's): its own files
 * per language, typed by the Chinese one, fetched with those screens in the reader's language.
 * A language change waits for every section opened so far, so no screen draws a missing text.
 */
export interface TextSection<T> {
  /** The section in the language in use; suspends the first time, while its file arrives. */
  readonly use: () => T;
}

const sectionLoaders: ((locale: Locale) => Promise<void>)[] = [];

export function textSection<T>(loaders: Readonly<Record<Locale, () => Promise<T>>>): TextSection<T> {
  const texts: Partial<Record<Locale, T>> = {};
  const pending: Partial<Record<Locale, Promise<void>>> = {};
  const loadIn = (locale: Locale): Promise<void> =>
    (pending[locale] ??= loaders[locale]().then(
      (section) => {
        texts[locale] = section;
      },
      (error: unknown) => {
        // A file that did not arrive is asked for again next time, not remembered as failed.
        delete pending[locale];
        throw error;
      },
    ));
  sectionLoaders.push(loadIn);
  return {
    use() {
      const locale = useLocale();
      const section = texts[locale];
      // Suspense's contract: the nearest boundary shows its fallback until the promise settles.
      if (section === undefined) throw loadIn(locale);
      return section;
    },
  };
}

async function loadTexts(locale: Locale): Promise<void> {
  loaded[locale] ??= await LOADERS[locale]();
}

/** A language's texts and every section opened so far, so a change draws nothing missing. */
async function load(locale: Locale): Promise<void> {
  await Promise.all([loadTexts(locale), ...sectionLoaders.map((loadSection) => loadSection(locale))]);
}

function applyDocumentLanguage(locale: Locale): void {
  document.documentElement.lang = HTML_LANG[locale];
  document.title = textsOf(locale).app.documentTitle;
  // The server reads it to send the next page with this language's texts preloaded.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

export async function initI18n(): Promise<void> {
  language = storedLocale();
  await load(language);
  applyDocumentLanguage(language);
}

export async function changeLocale(locale: Locale): Promise<void> {
  await load(locale);
  writeText(STORAGE_KEYS.locale, locale);
  language = locale;
  applyDocumentLanguage(locale);
  for (const listener of listeners) listener();
}
