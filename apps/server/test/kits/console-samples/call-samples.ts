import type { TestApp } from '../../helpers/app';
import type { TestOperator } from '../console';

/** What a sample body may draw on: the test app and a signed-in owner. */
export interface SampleKit {
  readonly t: TestApp;
  readonly owner: TestOperator;
}

/**
 * A valid body for each change call of an area, by path, so the access test can make every
 * change once and find its one audit entry. Each call makes its own targets (a fresh player, box…).
 */
export type CallSamples = Readonly<Record<string, (kit: SampleKit) => Promise<Record<string, unknown>>>>;
