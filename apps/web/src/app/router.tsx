import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell';
import { PageLoading } from './layout/page-loading';
import HomePage from './pages/home-page';
import { COMING_SOON_PATHS, LEGAL_PATHS } from './screens';
const ComingSoonPage = lazy(() => import('./pages/coming-soon-page'));
const LegalPage = lazy(() => import('./pages/legal-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const BoxInfoPage = lazy(() => import('./pages/box-info-page'));
const BagPage = lazy(() => import('./pages/bag-page'));
const FairPage = lazy(() => import('./pages/fair-page'));
const UserHistoryPage = lazy(() => import('./pages/user-history-page'));
const UserPage = lazy(() => import('./pages/user-page'));
const UserSetupPage = lazy(() => import('./pages/user-setup-page'));
const RechargePage = lazy(() => import('./pages/recharge-page'));
const RechargeListPage = lazy(() => import('./pages/recharge-list-page'));
const PercentagePage = lazy(() => import('./pages/percentage-page'));
const CompoundPage = lazy(() => import('./pages/compound-page'));
const PkRoomPage = lazy(() => import('./pages/pk-room-page'));
const PkRoomAddPage = lazy(() => import('./pages/pk-room-add-page'));
const PkRoomDetailsPage = lazy(() => import('./pages/pk-room-details-page'));
const RollHousePage = lazy(() => import('./pages/roll-house-page'));
const RollHouseInfoPage = lazy(() => import('./pages/roll-house-info-page'));
const FreeboxPage = lazy(() => import('./pages/freebox-page'));
const FreeboxDetailsPage = lazy(() => import('./pages/freebox-details-page'));
const ExponentPage = lazy(() => import('./pages/exponent-page'));
const ExponentHistoryPage = lazy(() => import('./pages/exponent-history-page'));
const ExponentBagPage = lazy(() => import('./pages/exponent-bag-page'));
const FishingPage = lazy(() => import('./pages/fishing-page'));
const FishingDetailsPage = lazy(() => import('./pages/fishing-details-page'));
const FishShopPage = lazy(() => import('./pages/fish-shop-page'));
const FishingBagPage = lazy(() => import('./pages/fishing-bag-page'));
const ShopPage = lazy(() => import('./pages/shop-page'));
const HelpPage = lazy(() => import('./pages/help-page'));
const DownloadPage = lazy(() => import('./pages/download-page'));
/** The operator console: a bundle of its own, outside the player shell, which players never download. */
const ConsoleApp = lazy(() => import('../console/console-app'));

/** The box pages: opening, the backpack, fairness and the open history. */
const BOX_PAGES: RouteObject[] = [
  { path: '/box-info', element: <BoxInfoPage /> },
  { path: '/bag', element: <BagPage /> },
  { path: '/fair', element: <FairPage /> },
  { path: '/user-history', element: <UserHistoryPage /> },
];

/** The account pages: the personal centre and user settings. */
const ACCOUNT_PAGES: RouteObject[] = [
  { path: '/user', element: <UserPage /> },
  { path: '/user-setup', element: <UserSetupPage /> },
];

/** The wallet pages: the recharge centre and the recharge and account records. */
const WALLET_PAGES: RouteObject[] = [
  { path: '/recharge', element: <RechargePage /> },
  { path: '/recharge-list', element: <RechargeListPage /> },
];

/** The games played with backpack items: the percentage game and the forge. */
const GAME_PAGES: RouteObject[] = [
  { path: '/percentage', element: <PercentagePage /> },
  { path: '/compound', element: <CompoundPage /> },
];

/** The arena: the live list and ranking, creating a battle, and one battle followed live. */
const ARENA_PAGES: RouteObject[] = [
  { path: '/pk-room', element: <PkRoomPage /> },
  { path: '/pk-room-add', element: <PkRoomAddPage /> },
  { path: '/pk-room-details', element: <PkRoomDetailsPage /> },
];

/** The free side: roll rooms drawn live, and the free level boxes. */
const FREE_PAGES: RouteObject[] = [
  { path: '/roll-house', element: <RollHousePage /> },
  { path: '/roll-house-info', element: <RollHouseInfoPage /> },
  { path: '/freebox', element: <FreeboxPage /> },
  { path: '/freeboxdetails', element: <FreeboxDetailsPage /> },
];

/** The exponent game: the live rounds, the histories and the bag of index boxes. */
const EXPONENT_PAGES: RouteObject[] = [
  { path: '/exponent', element: <ExponentPage /> },
  { path: '/exponent_history', element: <ExponentHistoryPage /> },
  { path: '/exponent_bag', element: <ExponentBagPage /> },
];

/** Fishing: the grounds and the live session, a spot's odds and the catches, the shop and the bag. */
const FISHING_PAGES: RouteObject[] = [
  { path: '/fishing', element: <FishingPage /> },
  { path: '/details', element: <FishingDetailsPage /> },
  { path: '/fish-shop', element: <FishShopPage /> },
  { path: '/fishingbag', element: <FishingBagPage /> },
];

/** The item economy and where it is explained: the shop and mall, the help centre, and installing the app. */
const ECONOMY_PAGES: RouteObject[] = [
  { path: '/shop', element: <ShopPage /> },
  { path: '/help', element: <HelpPage /> },
  { path: '/download', element: <DownloadPage /> },
];

/** Every screen of spec point 2 and the legal pages; a screen whose capability is not built shows the coming-soon page. */
const pages: RouteObject[] = [
  // The landing page comes with the app's code: a first visit sees it without a second round trip.
  { index: true, element: <HomePage /> },
  ...BOX_PAGES,
  ...ACCOUNT_PAGES,
  ...WALLET_PAGES,
  ...GAME_PAGES,
  ...ARENA_PAGES,
  ...FREE_PAGES,
  ...EXPONENT_PAGES,
  ...FISHING_PAGES,
  ...ECONOMY_PAGES,
  ...COMING_SOON_PATHS.filter((path) => ![...BOX_PAGES, ...ACCOUNT_PAGES, ...WALLET_PAGES, ...GAME_PAGES, ...ARENA_PAGES, ...FREE_PAGES, ...EXPONENT_PAGES, ...FISHING_PAGES, ...ECONOMY_PAGES].some((page) => page.path === path)).map((path): RouteObject => ({ path, element: <ComingSoonPage /> })),
  ...LEGAL_PATHS.map((path): RouteObject => ({ path, element: <LegalPage /> })),
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter([
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
]);
