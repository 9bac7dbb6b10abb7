import { textSection } from '../../lib/i18n';
import type { ConsoleTexts } from './cn';

/** The console's section of the catalogue, fetched in the reader's language when the console opens. */
const consoleTexts = textSection<ConsoleTexts>({
  cn: async () => (await import('./cn')).consoleCn,
  br: async () => (await import('./br')).consoleBr,
  en: async () => (await import('./en')).consoleEn,
});

/** The console's texts in the language in use, by area: `useConsoleTexts().players.title`. */
export const useConsoleTexts = consoleTexts.use;
