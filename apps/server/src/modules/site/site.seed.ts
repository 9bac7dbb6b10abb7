import type { Db } from '../../db/dialect';
import { countNotices } from './site.repository';

const WELCOME_NOTICE = {
  id: 'welcome',
  title_cn: '欢迎来到 Lootbay',
  title_br: 'Bem-vindo à Lootbay',
  title_en: 'Welcome to Lootbay',
  body_cn: '所有箱子的掉落概率均已公开，每一次开箱都可在公平验证页自行核验。仅限18岁以上用户。',
  body_br: 'As chances de cada caixa são públicas e cada abertura pode ser verificada na página de justiça. Somente maiores de 18 anos.',
  body_en: 'Every box publishes its drop odds, and every opening can be checked on the fairness page. Adults (18+) only.',
};

const DEMO_CONFIG: Record<string, string> = {
  customer_service: 'support@lootbay.example',
  app_download_android: '/download',
  app_download_ios: '',
};

/** Loads the bulletin and default settings into an empty database. */
export async function seedSite(database: Db, now: number): Promise<void> {
  const db = database.kysely;
  if ((await countNotices(db)) > 0) return;
  await db.insertInto('notices').values({ ...WELCOME_NOTICE, published_at: now, visible: 1, sort: 0 }).execute();
  await db
    .insertInto('sys_config')
    .values(Object.entries(DEMO_CONFIG).map(([code, value]) => ({ code, value, updated_at: now })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
