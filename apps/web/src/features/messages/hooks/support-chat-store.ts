import { useSyncExternalStore } from 'react';

/** Whether the support chat panel is open: the floating button and the help page both open it. */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  open = value;
  for (const listener of listeners) listener();
}

export const openSupportChat = (): void => set(true);
export const closeSupportChat = (): void => set(false);

export function useSupportChatOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
