import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../../packages/shared/src/constants';
import { ERRORS, type ErrorKey } from '../../packages/shared/src/errors';

/** `virtual:error-codes`: every error key's envelope code, without the messages. */
const ERROR_CODES = 'virtual:error-codes';
/** `virtual:locale/<cn|br|en>`: one language's texts and error messages, as one file. */
const LOCALE = /^virtual:locale\/([a-z]+)$/;

function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/**
 * The error catalogue as the browser needs it, built from the one in `packages/shared` at build
 * time: the codes (small) with the app, and each language's messages with that language's texts,
 * so a reader downloads the messages of their own language only.
 */
export function localeModules(): Plugin {
  return {
    name: 'lootbay-locale-modules',
    resolveId(id) {
      return id === ERROR_CODES || LOCALE.test(id) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith('\0')) return undefined;
      const source = id.slice(1);
      const keys = Object.keys(ERRORS) as ErrorKey[];
      if (source === ERROR_CODES) return `export default ${JSON.stringify(Object.fromEntries(keys.map((key) => [key, ERRORS[key].code])))};`;
      const locale = LOCALE.exec(source)?.[1];
      if (!isLocale(locale)) return undefined;
      const messages = Object.fromEntries(keys.map((key) => [key, ERRORS[key].messages[locale]]));
      return `export { ${locale} as texts } from '@lootbay/shared/i18n/${locale}';\nexport const errors = ${JSON.stringify(messages)};`;
    },
  };
}
