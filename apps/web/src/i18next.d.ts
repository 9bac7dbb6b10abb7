import 'i18next';
import type { UiTexts } from '@lootbay/shared/i18n/cn';

// Text keys are checked against the language files at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: UiTexts };
  }
}
