import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@lootbay/shared/constants';

export type ToastKind = 'info' | 'error' | 'warning' | 'success';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, number>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) window.clearTimeout(timer);
  timers.delete(id);
  publish(toasts.filter((toast) => toast.id !== id));
}

/**
 * Shows a toast for 2000 ms; beyond four at once the oldest gives way (spec point 9). The same
 * message already on screen is shown once, for 2000 ms from now.
 */
export function showToast(kind: ToastKind, message: string): void {
  const twin = toasts.find((shown) => shown.kind === kind && shown.message === message);
  if (twin) dismissToast(twin.id);
  const toast: Toast = { id: nextId++, kind, message };
  const next = [...toasts, toast];
  for (const dropped of next.slice(0, Math.max(0, next.length - TOAST_MAX_VISIBLE))) {
    const timer = timers.get(dropped.id);
    if (timer !== undefined) window.clearTimeout(timer);
    timers.delete(dropped.id);
  }
  publish(next.slice(-TOAST_MAX_VISIBLE));
  timers.set(toast.id, window.setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS));
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}
