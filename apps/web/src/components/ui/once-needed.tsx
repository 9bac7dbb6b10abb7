import { Suspense, useState, type ReactNode } from 'react';

/**
 * Draws its children from the first moment `when` is true, and keeps them after: a dialog loaded
 * with `React.lazy` behind it costs a page nothing until it first opens, then closes and opens
 * again as usual.
 */
export function OnceNeeded({ when, children }: { readonly when: boolean; readonly children: ReactNode }) {
  const [needed, setNeeded] = useState(when);
  if (when && !needed) setNeeded(true);
  return needed ? <Suspense fallback={null}>{children}</Suspense> : null;
}
