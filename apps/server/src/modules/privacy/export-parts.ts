import type { Locale } from '@lootbay/shared/constants';

/** One module's part of a member's data export: everything it holds about the account, as JSON. */
export type ExportPart = (userId: string, locale: Locale) => Promise<unknown>;

/** A member's history as its module pages it (`history(userId, page, size, locale)`). */
export type PagedHistory = (userId: string, page: number, size: number, locale: Locale) => Promise<{ readonly list: readonly unknown[]; readonly total: number }>;

const PAGE = 100;

/** A part made of every page of a module's history, for modules that page it rather than export it whole. */
export function everyPage(history: PagedHistory): ExportPart {
  return async (userId, locale) => {
    const all: unknown[] = [];
    for (let page = 1; ; page += 1) {
      const { list, total } = await history(userId, page, PAGE, locale);
      all.push(...list);
      if (list.length < PAGE || all.length >= total) return all;
    }
  };
}
