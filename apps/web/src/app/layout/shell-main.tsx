import type { ReactNode } from 'react';
import { useIsFetching } from '@tanstack/react-query';

/**
 * The page's landmark, busy while any of its answers is on the way: assistive technology hears
 * the page settle, and tests wait on this rather than on a guessed number of seconds.
 */
export function ShellMain({ children }: { children: ReactNode }) {
  const fetching = useIsFetching();
  return (
    <main id="main" className="shell__main" tabIndex={-1} aria-busy={fetching > 0 ? 'true' : 'false'}>
      {children}
    </main>
  );
}
