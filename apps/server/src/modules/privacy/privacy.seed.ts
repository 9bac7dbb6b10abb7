import { br } from '@lootbay/shared/i18n/br';
import { cn } from '@lootbay/shared/i18n/cn';
import { en } from '@lootbay/shared/i18n/en';
import { termsText } from '@lootbay/shared/schemas/privacy';
import type { Db } from '../../db/dialect';
import { insertTermsVersion, latestVersionNumber } from './terms.repository';

/** Version 1 of the terms, the agreement the site ships with, in force from the start. */
export async function seedPrivacy(database: Db, now: number): Promise<void> {
  const db = database.kysely;
  if ((await latestVersionNumber(db)) > 0) return;
  await insertTermsVersion(db, { version: 1, text_cn: termsText(cn.agreement), text_br: termsText(br.agreement), text_en: termsText(en.agreement), published_at: now, effective_at: now });
}
