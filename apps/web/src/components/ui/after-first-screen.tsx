import { useEffect, useState, type ReactNode } from 'react';

let drawn = false;
const waiting = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function afterFirstScreen(listener: () => void): () => void {
  // A part whose effect runs after the first screen was drawn is drawn at once.
  if (drawn) {
    listener();
    return () => undefined;
  }
  waiting.add(listener);
  // One task for every waiting part, so they all appear in the same frame and nothing drawn moves twice.
  timer ??= setTimeout(() => {
    drawn = true;
    for (const ready of waiting) ready();
    waiting.clear();
  }, 0);
  return () => waiting.delete(listener);
}

/**
 * False while the app draws its first screen, true from the task after it (and at once from then
 * on): the parts a player does not need in the first moment are drawn separately, so the start
 * is not one long task that a phone cannot interrupt for a tap.
 */
export function useFirstScreenDrawn(): boolean {
  const [ready, setReady] = useState(drawn);
  useEffect(() => (ready ? undefined : afterFirstScreen(() => setReady(true))), [ready]);
  return ready;
}

/** Children drawn after the app's first screen (see `useFirstScreenDrawn`). */
export function AfterFirstScreen({ children }: { readonly children: ReactNode }) {
  return useFirstScreenDrawn() ? children : null;
}
