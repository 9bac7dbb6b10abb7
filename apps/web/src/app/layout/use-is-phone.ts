import { useSyncExternalStore } from 'react';
import { currentPlatform, watchPlatform } from '../../lib/platform';

export function useIsPhone(): boolean {
  return useSyncExternalStore(watchPlatform, () => currentPlatform() === 'h5');
}
