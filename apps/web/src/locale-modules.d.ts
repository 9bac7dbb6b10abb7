// The modules `locale-modules.ts` builds from the shared catalogue and texts.

declare module 'virtual:error-codes' {
  import type { ErrorKey } from '@lootbay/shared/errors';

  const codes: Readonly<Record<ErrorKey, number>>;
  export default codes;
}

declare module 'virtual:locale/*' {
  import type { ErrorKey } from '@lootbay/shared/errors';
  import type { UiTexts } from '@lootbay/shared/i18n/cn';

  export const texts: UiTexts;
  export const errors: Readonly<Record<ErrorKey, string>>;
}
