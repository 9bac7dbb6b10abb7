import { lazy, type ComponentType } from 'react';

/** `React.lazy` for a module's named component (lazy itself takes only a default export). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself accepts
export function lazyNamed<T extends ComponentType<any>>(load: () => Promise<T>) {
  return lazy(async () => ({ default: await load() }));
}
