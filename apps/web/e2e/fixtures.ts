import type { Locale } from '@lootbay/shared/constants';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * The realtime endpoint may be absent while its module is being built; the client retries it
 * quietly, but Chromium itself reports each failed socket, so those reports are not counted.
 */
function aboutSocket(text: string): boolean {
  return /\/ws\b/.test(text) || text.includes('WebSocket');
}

interface Fixtures {
  /** Console errors, page errors and failed requests seen during the test (the socket excepted). */
  problems: string[];
}

/** Records a page's console errors, page errors and failed requests (the socket excepted) into `problems`. */
export function collectProblems(page: Page, problems: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && !aboutSocket(message.text()) && !aboutSocket(message.location().url)) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request cut short by leaving or reloading the page is a cancellation, not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (!aboutSocket(request.url())) problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !aboutSocket(response.url())) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
}

export const test = base.extend<Fixtures>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    collectProblems(page, problems);
    await use(problems);
  },
});

export { expect };

/** Marks the device as having answered the 18+ question and snoozed the bulletin, as a returning visitor. */
export async function asReturningVisitor(page: Page, options: { bulletin?: boolean } = {}): Promise<void> {
  await page.addInitScript((showBulletin) => {
    if (sessionStorage.getItem('e2e.prepared')) return;
    sessionStorage.setItem('e2e.prepared', '1');
    localStorage.setItem('lootbay.adultConfirmed', '1');
    if (!showBulletin) localStorage.setItem('lootbay.bulletinHiddenUntil', String(Date.now() + 86_400_000));
  }, options.bulletin ?? false);
}

/** The toast saying `text`: toasts sit above every layer, dialogs included. */
export function toast(page: Page, text: string) {
  return page.locator('.toast').filter({ hasText: text });
}

/** However slow the machine, a page that loads at all is drawn and answered well within this. */
const PAGE_READY_MS = 60_000;

/**
 * Waits for the app's own signal that a page is drawn and its answers are in: the page's module
 * has loaded (no page spinner) and the main landmark is no longer busy. Assertions after it need
 * no wait of their own.
 */
export async function pageReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main#main');
      return main?.getAttribute('aria-busy') === 'false' && !main.querySelector('.page-loading');
    },
    null,
    { timeout: PAGE_READY_MS },
  );
}

/** A text of the site with its `{{placeholders}}` filled, as the page shows it. */
export function text(template: string, values: Record<string, string | number>): string {
  return Object.entries(values).reduce((result, [key, value]) => result.replace(`{{${key}}}`, String(value)), template);
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1366) <= 768;
}

/** Picks the site's language where a player finds it: in the header, or in the account menu of a signed-in phone. */
export async function chooseLanguage(page: Page, locale: Locale): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  const menu = page.getByRole('banner').locator('.member-menu__trigger');
  const tucked = isPhone(page) && (await menu.count()) > 0;
  if (tucked) await menu.click();
  await page.getByTestId('language-switch').selectOption(locale);
  if (tucked) await page.keyboard.press('Escape');
}
