import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell';
import { PageLoading } from '../components/ui/page-loading';
import { NOT_FOUND_MODULE, PAGE_MODULES } from './page-modules';
import HomePage from './pages/home-page';

/** Every page module, loaded when its page is first shown (home comes with the app's code). */
const PAGE_LOADERS = import.meta.glob<{ default: ComponentType }>(['./pages/*-page.tsx', '!./pages/home-page.tsx']);
const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

/** One lazy component per page module, however many addresses show it. */
function pageElement(module: string): ReactElement {
  let page = lazyPages.get(module);
  if (!page) {
    const load = PAGE_LOADERS[`./pages/${module}.tsx`];
    if (!load) throw new Error(`no page module ${module}`);
    page = lazy(load);
    lazyPages.set(module, page);
  }
  return createElement(page);
}

/** The operator console: a bundle of its own, outside the player shell, which players never download. */
const ConsoleApp = lazy(() => import('../console/console-app'));

/** Every screen of spec point 2, the legal pages and the ranking. */
const pages: RouteObject[] = [
  // The landing page comes with the app's code: a first visit sees it without a second round trip.
  { index: true, element: <HomePage /> },
  ...Object.entries(PAGE_MODULES).map(([path, module]): RouteObject => ({ path, element: pageElement(module) })),
  { path: '*', element: pageElement(NOT_FOUND_MODULE) },
];

const routes: RouteObject[] = [
  {
    path: '/admin/*',
    element: (
      <Suspense fallback={<PageLoading />}>
        <ConsoleApp />
      </Suspense>
    ),
  },
  // Addresses match as the server's do, letter case included: `/BAG` is not the backpack but the not-found page.
  { path: '/', element: <AppShell />, children: pages.map((page) => (page.path ? { ...page, caseSensitive: true } : page)) },
];

/** The site's pages, in the browser's router (declared routes only: pages fetch their own data). */
export function AppRoutes() {
  return useRoutes(routes);
}
