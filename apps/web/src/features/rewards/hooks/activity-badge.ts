import { useSyncExternalStore } from 'react';
import type { ActivityStatus } from '@lootbay/shared/schemas/rewards';
import { readText, STORAGE_KEYS, writeText } from '../../../lib/storage';

/**
 * The activity badge marker kept on the device (spec point 3): the claimable tasks the member has
 * seen. The badge shows while some task waits to be claimed that was not claimable when they last
 * looked at the rewards panel that day (a day later, what still waits shows again).
 */
const listeners = new Set<() => void>();

function claimableKey(status: ActivityStatus): string {
  return status.tasks
    .filter((task) => task.state === 'completed')
    .map((task) => task.id)
    .sort()
    .join(',');
}

const today = () => new Date().toDateString();

export function markActivitySeen(status: ActivityStatus): void {
  writeText(STORAGE_KEYS.activitySeen, `${today()}|${claimableKey(status)}`);
  listeners.forEach((listener) => listener());
}

export function useActivityBadge(status: ActivityStatus | undefined): boolean {
  const seen = useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => readText(STORAGE_KEYS.activitySeen) ?? '',
    () => '',
  );
  if (!status || status.claimable === 0) return false;
  const [day, ids = ''] = seen.split('|');
  const seenIds = new Set(day === today() ? ids.split(',') : []);
  return claimableKey(status)
    .split(',')
    .some((id) => !seenIds.has(id));
}
