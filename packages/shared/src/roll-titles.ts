import type { Locale } from './constants';
import { br } from './i18n/br';
import { cn } from './i18n/cn';
import { en } from './i18n/en';

const TEXTS = { cn, br, en } as const;
const DEMO_TITLE_PREFIX = 'demo:';

export type DemoRoomTitle = keyof typeof en.roll.demoTitles;

/** What a demo room stores as its title: a key every caller reads in their own language. */
export function demoRoomTitle(name: DemoRoomTitle): string {
  return `${DEMO_TITLE_PREFIX}${name}`;
}

/** An official room's title as a caller reads it: a demo room's in the caller's language, any other as written. */
export function roomTitleIn(title: string, official: boolean, locale: Locale): string {
  if (!official || !title.startsWith(DEMO_TITLE_PREFIX)) return title;
  const name = title.slice(DEMO_TITLE_PREFIX.length);
  return Object.hasOwn(en.roll.demoTitles, name) ? TEXTS[locale].roll.demoTitles[name as DemoRoomTitle] : title;
}
