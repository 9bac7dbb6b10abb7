import type { ExponentDependencies } from './exponent.context';
import { countPurchases } from './exponent.repository';
import type { ExponentViews } from './exponent.views';

/** Purchases are told to everyone at most this often per instance: a busy round would otherwise flood every socket. */
const BOUGHT_EVERY_MS = 1_000;

/**
 * Tells everyone that someone bought into a round, with the round's count of purchases: the
 * purchases of a second are told together, once, a second after the first of them.
 */
export function createBoughtAnnouncer(deps: Pick<ExponentDependencies, 'db' | 'clock' | 'log' | 'announce'>, views: Pick<ExponentViews, 'indexNow'>) {
  const pending = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;

  async function tell(): Promise<void> {
    timer = null;
    const rounds = [...pending];
    pending.clear();
    const now = deps.clock();
    const index = await views.indexNow(now);
    for (const [issue, endsAt] of rounds) deps.announce({ issue, change: 'bought', result: null, index, buyers: await countPurchases(deps.db.kysely, issue), endsAt, at: now });
  }

  return (issue: string, endsAt: number): void => {
    pending.set(issue, endsAt);
    if (timer) return;
    timer = setTimeout(() => void tell().catch((error: unknown) => deps.log.warn({ err: error }, 'exponent purchases not announced')), BOUGHT_EVERY_MS);
    timer.unref();
  };
}
