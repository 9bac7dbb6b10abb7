import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { isPhone } from './fixtures';

/** Where the browser tests leave the pictures a person looks at (git-ignored). */
export const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');

/** The file of picture `name` at the running test's size: `<project>-<name>.png`. */
export function screenshotFile(name: string): string {
  return path.join(SCREENSHOTS, `${test.info().project.name}-${name}.png`);
}

export interface ShotOptions {
  /** Only this element is pictured. */
  readonly target?: Locator;
  /** Scrolled to the top of the view first (below the sticky header), so the picture shows what the step is about. */
  readonly focus?: Locator;
  /**
   * A desktop pictures the whole page, from the top (a scrolled full-page picture repeats the
   * sticky header mid-way); a phone keeps what the player sees, scrolled to `focus`.
   */
  readonly wholeOnDesktop?: boolean;
  /** Waits for the toasts to go, so they cover nothing. */
  readonly afterToasts?: boolean;
  /** Takes focus off the focused control, so no focus ring shows. */
  readonly blur?: boolean;
  /** Waits for a smooth scroll (to an anchor) to come to rest. */
  readonly afterScrolling?: boolean;
  /** Ends finite animations and stops endless ones, for a steady picture (ending one fires its events). */
  readonly still?: boolean;
}

/** Whether the page has stopped scrolling. */
function scrollAtRest(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        setTimeout(() => resolve(window.scrollY === y), 150);
      }),
  );
}

/** A picture of the page (or of `target`) for a person to look at, as `screenshotFile(name)`. */
export async function shot(page: Page, name: string, options: ShotOptions = {}): Promise<void> {
  if (options.afterToasts) await expect(page.locator('.toast')).toHaveCount(0, { timeout: 10_000 });
  if (options.blur) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const whole = options.wholeOnDesktop === true && !isPhone(page);
  if (whole) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  else if (options.focus) await options.focus.evaluate((node) => node.scrollIntoView({ block: 'start', behavior: 'instant' }));
  if (options.afterScrolling) await expect.poll(() => scrollAtRest(page)).toBe(true);
  const settings = { path: screenshotFile(name), animations: options.still ? 'disabled' : 'allow' } as const;
  if (options.target) await options.target.screenshot(settings);
  else await page.screenshot({ ...settings, fullPage: whole });
}

/** The page is no wider than the screen: nothing makes a phone scroll sideways. */
export async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}
