import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Rules below serious that a player has met here, held too so they stay fixed (a page's two regions of one name). */
const HELD_RULES: ReadonlySet<string> = new Set(['landmark-unique']);

/** The page's serious and critical violations (and the held ones), each as `path rule: elements`. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  const path = new URL(page.url()).pathname;
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical' || HELD_RULES.has(violation.id))
    .map((violation) => `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
