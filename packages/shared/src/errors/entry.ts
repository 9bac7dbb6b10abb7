import type { Locale } from '../constants';

export type Messages = Readonly<Record<Locale, string>>;

export interface CatalogueEntry {
  readonly code: number;
  readonly messages: Messages;
}

export const entry = (code: number, cn: string, br: string, en: string): CatalogueEntry => ({
  code,
  messages: { cn, br, en },
});
