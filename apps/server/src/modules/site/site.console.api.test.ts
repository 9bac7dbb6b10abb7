import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@lootbay/shared/constants';
import type { AuditPage } from '@lootbay/shared/schemas/console';
import type { ConsoleNotice, ConsoleSetting } from '@lootbay/shared/schemas/console-site';
import type { Notice, SysConfigAnswer } from '@lootbay/shared/schemas/site';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { TEST_DIALECTS } from '../../../test/helpers/databases';
import { consoleCall, signedInOperator, type TestOperator } from '../../../test/kits/console';

const TEXTS = {
  title: { cn: '新箱子上线', br: 'Caixas novas', en: 'New boxes' },
  body: { cn: '三款新箱子现已上线。', br: 'Três caixas novas já estão disponíveis.', en: 'Three new boxes are out now.' },
};

describe.each(TEST_DIALECTS)('console site calls on %s', (dialect) => {
  let t: TestApp;
  let operator: TestOperator;
  const call = <T>(path: string, body: Record<string, unknown> = {}) => consoleCall<T>(t, path, body, operator.token);
  const bulletin = async (locale: string) => (await t.call<Notice[]>('/common/notice', {}, { locale })).data;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    operator = await signedInOperator(t, 'operator');
  });
  afterAll(() => t.close());

  it('publishes a notice players read in each language, edits it, hides it, and lists hidden ones for operators', async () => {
    const saved = await call<ConsoleNotice>('site/notices/save', { ...TEXTS, visible: true, sort: 5, reason: 'launch' });
    expect(saved.code).toBe(100);
    const { id, publishedAt } = saved.data;
    for (const locale of LOCALES) {
      const first = (await bulletin(locale))[0];
      expect(first, locale).toMatchObject({ id, title: TEXTS.title[locale], content: TEXTS.body[locale], publishedAt });
      const searched = (await t.call<SysConfigAnswer>('/common/searchSysConfig', { code: 'bulletin' }, { locale })).data;
      expect(searched.notices[0], locale).toMatchObject({ id, title: TEXTS.title[locale] });
    }

    const edited = await call<ConsoleNotice>('site/notices/save', { id, title: { ...TEXTS.title, en: 'Three new boxes' }, body: TEXTS.body, visible: true, sort: 5, reason: 'clearer title' });
    expect(edited.data).toMatchObject({ id, publishedAt, title: { en: 'Three new boxes', cn: TEXTS.title.cn } });
    expect((await bulletin('en'))[0]).toMatchObject({ id, title: 'Three new boxes' });
    const owner = await signedInOperator(t, 'owner');
    const audit = (await consoleCall<AuditPage>(t, 'audit', { action: 'site/notices/save', target: `notice:${id}` }, owner.token)).data;
    expect(audit.list[0]).toMatchObject({ before: { title: { en: 'New boxes' } }, after: { title: { en: 'Three new boxes' } }, reason: 'clearer title' });

    await call('site/notices/save', { id, ...TEXTS, visible: false, sort: 5, reason: 'over' });
    expect((await bulletin('br')).some((notice) => notice.id === id)).toBe(false);
    expect((await call<ConsoleNotice[]>('site/notices')).data.find((notice) => notice.id === id)).toMatchObject({ visible: false, title: TEXTS.title, body: TEXTS.body });
  });

  it('refuses a notice missing a language or an unknown notice', async () => {
    expect((await call('site/notices/save', { title: { cn: '标题', br: 'Título' }, body: TEXTS.body, visible: true, sort: 0, reason: 'x' })).code).toBe(21502);
    expect((await call('site/notices/save', { title: { ...TEXTS.title, en: '  ' }, body: TEXTS.body, visible: true, sort: 0, reason: 'x' })).code).toBe(21502);
    expect((await call('site/notices/save', { id: 'no-such-notice', ...TEXTS, visible: true, sort: 0, reason: 'x' })).code).toBe(21501);
  });

  it('saves a setting that /common/searchSysConfig then answers, with before and after in the audit', async () => {
    const saved = await call<ConsoleSetting>('site/settings/save', { code: 'app_download_ios', value: 'https://apps.example/lootbay', reason: 'iOS app released' });
    expect(saved.code).toBe(100);
    expect(saved.data).toMatchObject({ code: 'app_download_ios', value: 'https://apps.example/lootbay', label: { en: 'iOS app download link' } });
    expect((await t.call<SysConfigAnswer>('/common/searchSysConfig', { code: 'app_download_ios' })).data.value).toBe('https://apps.example/lootbay');

    const settings = (await call<ConsoleSetting[]>('site/settings')).data;
    expect(settings.slice(0, 3).map((setting) => setting.code)).toEqual(['customer_service', 'app_download_android', 'app_download_ios']);
    expect(settings.find((setting) => setting.code === 'app_download_ios')?.value).toBe('https://apps.example/lootbay');

    const owner = await signedInOperator(t, 'owner');
    const audit = (await consoleCall<AuditPage>(t, 'audit', { action: 'site/settings/save', target: 'setting:app_download_ios' }, owner.token)).data;
    expect(audit.list[0]).toMatchObject({ before: { value: '' }, after: { value: 'https://apps.example/lootbay' } });
  });

  it('refuses codes that are neither known nor stored, and the bulletin code', async () => {
    expect((await call('site/settings/save', { code: 'made_up_code', value: 'x', reason: 'try' })).code).toBe(21503);
    expect((await call('site/settings/save', { code: 'bulletin', value: 'x', reason: 'try' })).code).toBe(21503);
    expect((await call('site/settings/save', { code: 'customer_service', value: 'x'.repeat(1001), reason: 'try' })).code).toBe(21504);
    expect((await t.call<SysConfigAnswer>('/common/searchSysConfig', { code: 'made_up_code' })).data.value).toBeNull();
  });
});
