import { lazy, useSyncExternalStore, type ReactNode } from 'react';
import type { ConsolePermission } from '@lootbay/shared/console';
import { Navigate, Route, Routes } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { consoleToken, subscribeConsoleSession } from './api/console-session';
import { useConsoleTexts } from './i18n/console-texts';
import { firstScreen } from './layout/areas';
import { ConsoleLayout } from './layout/console-layout';
import { Guard } from './layout/guard';
import { useMe } from './layout/use-me';
import SignInScreen from './screens/sign-in/sign-in-screen';
import './console.css';

const BoxesScreen = lazy(() => import('./screens/catalog/boxes-screen'));
const BoxEditorScreen = lazy(() => import('./screens/catalog/box-editor-screen'));
const ItemsScreen = lazy(() => import('./screens/catalog/items-screen'));
const CategoriesScreen = lazy(() => import('./screens/catalog/categories-screen'));
const PlayersScreen = lazy(() => import('./screens/players/players-screen'));
const PlayerScreen = lazy(() => import('./screens/players/player-screen'));
const CorrectionsScreen = lazy(() => import('./screens/players/corrections-screen'));
const DailyScreen = lazy(() => import('./screens/money/daily-screen'));
const OrdersScreen = lazy(() => import('./screens/money/orders-screen'));
const CodesScreen = lazy(() => import('./screens/money/codes-screen'));
const RedPacketsScreen = lazy(() => import('./screens/money/red-packets-screen'));
const InvitesScreen = lazy(() => import('./screens/money/invites-screen'));
const ReturnsScreen = lazy(() => import('./screens/money/returns-screen'));
const RobotsScreen = lazy(() => import('./screens/games/robots-screen'));
const BattlesScreen = lazy(() => import('./screens/games/battles-screen'));
const ReportsScreen = lazy(() => import('./screens/games/reports-screen'));
const RollRoomsScreen = lazy(() => import('./screens/games/roll-rooms-screen'));
const FreeBoxesScreen = lazy(() => import('./screens/games/free-boxes-screen'));
const ExponentScreen = lazy(() => import('./screens/games/exponent-screen'));
const FishingScreen = lazy(() => import('./screens/games/fishing-screen'));
const MallScreen = lazy(() => import('./screens/economy/mall-screen'));
const KeysScreen = lazy(() => import('./screens/economy/keys-screen'));
const RetrievalsScreen = lazy(() => import('./screens/economy/retrievals-screen'));
const NoticesScreen = lazy(() => import('./screens/site/notices-screen'));
const SettingsScreen = lazy(() => import('./screens/site/settings-screen'));
const OfficialMessagesScreen = lazy(() => import('./screens/site/official-messages-screen'));
const SupportInboxScreen = lazy(() => import('./screens/site/support-inbox-screen'));
const OperatorsScreen = lazy(() => import('./screens/operators/operators-screen'));
const AuditScreen = lazy(() => import('./screens/audit/audit-screen'));

/** `/admin` leads to the first screen the role may see. */
function Home() {
  const t = useConsoleTexts().common;
  const me = useMe().data;
  if (!me) return <p className="cx-note">{t.loading}</p>;
  const first = firstScreen(me.permissions);
  return first ? <Navigate to={`/admin/${first}`} replace /> : <p className="cx-note">{t.forbidden}</p>;
}

function NotFound() {
  const t = useConsoleTexts().common;
  return <p className="cx-note">{t.notFound}</p>;
}

const guarded = (permission: ConsolePermission, screen: ReactNode) => <Guard permission={permission}>{screen}</Guard>;

/** The operator console under `/admin`: its own sign-in, frame and screens, loaded only when visited. */
export default function ConsoleApp() {
  const token = useSyncExternalStore(subscribeConsoleSession, consoleToken);
  return (
    <div className="cx">
      <Routes>
        <Route path="sign-in" element={token ? <Navigate to="/admin" replace /> : <SignInScreen />} />
        <Route element={token ? <ConsoleLayout /> : <Navigate to="/admin/sign-in" replace />}>
          <Route index element={<Home />} />
          <Route path="catalog/boxes" element={guarded('catalog.read', <BoxesScreen />)} />
          <Route path="catalog/boxes/:boxId" element={guarded('catalog.read', <BoxEditorScreen />)} />
          <Route path="catalog/items" element={guarded('catalog.read', <ItemsScreen />)} />
          <Route path="catalog/categories" element={guarded('catalog.read', <CategoriesScreen />)} />
          <Route path="players" element={guarded('players.read', <PlayersScreen />)} />
          <Route path="corrections" element={guarded('money.read', <CorrectionsScreen />)} />
          <Route path="players/:userId" element={guarded('players.read', <PlayerScreen />)} />
          <Route path="money/daily" element={guarded('money.read', <DailyScreen />)} />
          <Route path="money/orders" element={guarded('money.read', <OrdersScreen />)} />
          <Route path="money/codes" element={guarded('money.read', <CodesScreen />)} />
          <Route path="money/red-packets" element={guarded('money.read', <RedPacketsScreen />)} />
          <Route path="money/invites" element={guarded('money.read', <InvitesScreen />)} />
          <Route path="money/returns" element={guarded('money.read', <ReturnsScreen />)} />
          <Route path="games/robots" element={guarded('games.read', <RobotsScreen />)} />
          <Route path="games/battles" element={guarded('games.read', <BattlesScreen />)} />
          <Route path="games/reports" element={guarded('games.read', <ReportsScreen />)} />
          <Route path="games/roll-rooms" element={guarded('games.read', <RollRoomsScreen />)} />
          <Route path="games/free-boxes" element={guarded('games.read', <FreeBoxesScreen />)} />
          <Route path="games/exponent" element={guarded('games.read', <ExponentScreen />)} />
          <Route path="games/fishing" element={guarded('games.read', <FishingScreen />)} />
          <Route path="economy/mall" element={guarded('catalog.read', <MallScreen />)} />
          <Route path="economy/keys" element={guarded('catalog.read', <KeysScreen />)} />
          <Route path="economy/retrievals" element={guarded('money.read', <RetrievalsScreen />)} />
          <Route path="site/notices" element={guarded('site.read', <NoticesScreen />)} />
          <Route path="site/settings" element={guarded('site.read', <SettingsScreen />)} />
          <Route path="site/messages" element={guarded('site.read', <OfficialMessagesScreen />)} />
          <Route path="site/support" element={guarded('players.read', <SupportInboxScreen />)} />
          <Route path="operators" element={guarded('operators.manage', <OperatorsScreen />)} />
          <Route path="audit" element={guarded('audit.read', <AuditScreen />)} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
      <Toaster />
    </div>
  );
}
