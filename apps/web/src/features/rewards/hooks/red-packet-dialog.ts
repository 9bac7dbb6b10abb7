import { useSyncExternalStore } from 'react';

/**
 * Whether the red packet dialog is open. The dialog lives in the header, so the account menu and
 * the home page open it without owning it (a menu that closes would take its dialog with it).
 */
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  open = value;
  listeners.forEach((listener) => listener());
}

export const openRedPacketDialog = (): void => set(true);
export const closeRedPacketDialog = (): void => set(false);

export function useRedPacketDialogOpen(): boolean {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => open,
    () => false,
  );
}
