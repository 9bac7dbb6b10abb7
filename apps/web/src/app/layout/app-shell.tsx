import { Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { AfterFirstScreen } from '../../components/ui/after-first-screen';
import { OnceNeeded } from '../../components/ui/once-needed';
import { Toaster } from '../../components/ui/toaster';
import { AgeNotice } from '../../features/age-gate/components/age-notice';
import { useAdultConfirmation } from '../../features/age-gate/hooks/use-adult-confirmation';
import { BulletinDialog } from '../../features/bulletin/components/bulletin-dialog';
import { useLowBalanceRequest } from '../../lib/use-low-balance-request';
import { LiveDropsTicker } from '../../features/live-drops/components/live-drops-ticker';
import { RealityCheck } from '../../features/responsible/components/reality-check';
import { SupportChat } from '../../features/messages/components/support-chat';
import { showToast } from '../../lib/toasts';
import { useSessionToken } from '../../lib/use-session-token';
import { LEGAL_PATHS } from '../screens';
import { BottomNav } from './bottom-nav';
import { HistoryShortcut } from './history-shortcut';
import { PageLoading } from '../../components/ui/page-loading';
import { SiteFooter } from './site-footer';
import { ShellMain } from './shell-main';
import { SiteHeader } from './site-header';
import { clearFirstVisit } from './use-first-visit';
import { useIsPhone } from './use-is-phone';
import './layout.css';
import { useTranslation } from '../../lib/i18n';
import { lazyNamed } from '../../lib/lazy-named';

// The low-balance offers load the first time a purchase falls short.
const LowBalanceDialog = lazyNamed(() => import('../../features/recharge/components/low-balance-dialog').then((module) => module.LowBalanceDialog));
const JadeOfferDialog = lazyNamed(() => import('../../features/wallet/components/jade-offer-dialog').then((module) => module.JadeOfferDialog));
// New terms to accept concern members only: a visitor's first load carries none of it.
const TermsDialog = lazyNamed(() => import('../../features/privacy/components/terms-dialog').then((module) => module.TermsDialog));

/** The frame around every page: header, content, footer, phone navigation and the shell's pop-ups. */
export function AppShell() {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const location = useLocation();
  const queryClient = useQueryClient();
  const adult = useAdultConfirmation();
  const token = useSessionToken();
  const lowBalance = useLowBalanceRequest();
  const [viewKey, setViewKey] = useState(0);
  // The legal texts stay readable before the age question is answered: they are what it refers to.
  const onLegalPage = (LEGAL_PATHS as readonly string[]).includes(location.pathname);

  // Before the new page paints, so it never shows for a frame at the old page's scroll. Not on
  // arrival, where the page is at the top already: scrolling lays out the page there and then, in
  // the task that draws it.
  const shownPath = useRef(location.pathname);
  useLayoutEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location.pathname]);

  const refresh = useCallback(() => {
    clearFirstVisit();
    void queryClient.resetQueries();
    setViewKey((key) => key + 1);
    showToast('success', t('shell.refreshed'));
  }, [queryClient, t]);

  return (
    <div className={`shell ${phone ? 'shell--phone' : 'shell--pc'}`}>
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <SiteHeader phone={phone} onRefresh={refresh} />
      <LiveDropsTicker />
      <ShellMain>
        <Suspense fallback={<PageLoading />}>
          <Outlet key={viewKey} />
        </Suspense>
      </ShellMain>
      <AfterFirstScreen>
        <SiteFooter phone={phone} />
        {phone && <BottomNav />}
        <HistoryShortcut />
        <SupportChat />
        <Toaster />
        <AgeNotice open={!adult.confirmed && !onLegalPage} onConfirm={adult.confirm} />
        <BulletinDialog enabled={adult.confirmed} />
        <OnceNeeded when={lowBalance !== null}>
          <LowBalanceDialog />
          <JadeOfferDialog />
        </OnceNeeded>
        <OnceNeeded when={token !== null}>
          <TermsDialog enabled={adult.confirmed && !onLegalPage} />
        </OnceNeeded>
        <RealityCheck />
      </AfterFirstScreen>
    </div>
  );
}
