import { br } from '@lootbay/shared/i18n/br';
import { cn } from '@lootbay/shared/i18n/cn';
import { en } from '@lootbay/shared/i18n/en';
import { asReturningVisitor, chooseLanguage, expect, isPhone, pageReady, test } from './fixtures';

test('the language switch changes the visible texts and is remembered', async ({ page, problems }) => {
  await asReturningVisitor(page);
  await page.goto('/');
  await pageReady(page);
  const phone = isPhone(page);
  const navLabel = (texts: typeof cn) => (phone ? texts.nav.bag : texts.nav.arena);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cn.home.heroTitle);
  await expect(page.getByRole('link', { name: navLabel(cn), exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  for (const [locale, texts, lang] of [
    ['br', br, 'pt-BR'],
    ['en', en, 'en'],
  ] as const) {
    await chooseLanguage(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.home.heroTitle);
    await expect(page.getByRole('link', { name: navLabel(texts), exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: texts.home.boxesTitle })).toBeVisible();
    await expect(page.locator('footer').getByText(texts.footer.adultsOnly)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The bulletin comes from the server in the chosen language.
    await expect(page.locator('#bulletin').getByRole('heading', { level: 3 }).first()).toHaveText(
      locale === 'br' ? 'Bem-vindo à Lootbay' : 'Welcome to Lootbay',
    );
  }

  await page.reload();

  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.heroTitle);

  await page.goto('/privacy');

  await pageReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.privacy.title);
  await chooseLanguage(page, 'cn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cn.privacy.title);
  expect(problems).toEqual([]);
});
