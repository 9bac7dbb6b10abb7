import { NavLink, useLocation, useNavigate } from 'react-router';
import { OnceNeeded } from '../../components/ui/once-needed';
import { Icon } from '../../components/ui/icon';
import { AccountMenu } from '../../features/account/components/account-menu';
import { useSession } from '../../features/account/hooks/use-session';
import { HeaderBalances } from '../../features/wallet/components/header-balances';
import { useUnreadMessages } from '../../features/messages/api/get-unread';
import { MessagesBadgeLink } from '../../features/messages/components/messages-badge-link';
import { MessagesMenuItem } from '../../features/messages/components/messages-menu-item';
import { useLiveMessages } from '../../features/messages/hooks/use-live-messages';
import { useActivityStatus } from '../../features/rewards/api/get-activity-status';
import { RedPacketMenuItem } from '../../features/rewards/components/red-packet-menu-item';
import { RewardsBadgeLink } from '../../features/rewards/components/rewards-badge-link';
import { RewardsMenuItem } from '../../features/rewards/components/rewards-menu-item';
import { useActivityBadge } from '../../features/rewards/hooks/activity-badge';
import { useRedPacketDialogOpen } from '../../features/rewards/hooks/red-packet-dialog';
import { GAMES, SCREENS } from '../screens';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { useTranslation } from '../../lib/i18n';
import { lazyNamed } from '../../lib/lazy-named';

/** The red packet dialog's code loads the first time a member opens it. */
const RedPacketDialog = lazyNamed(() => import('../../features/rewards/components/red-packet-dialog').then((module) => module.RedPacketDialog));

interface SiteHeaderProps {
  readonly phone: boolean;
  readonly onRefresh: () => void;
}

export function SiteHeader({ phone, onRefresh }: SiteHeaderProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { token } = useSession();
  const redPacketOpen = useRedPacketDialogOpen();
  const atHome = location.pathname === '/';
  // A member's phone header keeps room for the page's title, the balance and the account: the
  // language and refresh move into the account menu.
  const tucked = phone && token !== null;
  const unread = useUnreadMessages(token).data?.unread ?? 0;
  useLiveMessages(token);
  // The member's activity status is also their sign-in of the day.
  const rewardsWaiting = useActivityBadge(useActivityStatus(token).data);
  const screen = SCREENS[location.pathname as keyof typeof SCREENS] as (typeof SCREENS)[keyof typeof SCREENS] | undefined;

  function back(): void {
    // Opened directly (no earlier page of ours in this tab): back means home.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/');
  }

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        {!atHome && (
          <button type="button" className="icon-btn site-header__back" aria-label={t('shell.back')} title={t('shell.back')} onClick={back}>
            <Icon name="back" />
          </button>
        )}
        {phone && !atHome && screen ? <p className="site-header__title">{t(`screens.${screen.key}.title`)}</p> : <Logo />}

        {!phone && (
          <nav className="site-nav" aria-label={t('nav.primary')}>
            {GAMES.map((entry) => (
              <NavLink key={entry.path} to={entry.path} end className="site-nav__link">
                <Icon name={entry.icon} size={18} />
                {t(`nav.${entry.label}`)}
              </NavLink>
            ))}
          </nav>
        )}

        <div className="site-header__tools">
          {/* A member's header also carries balances and the account: the language takes its short name. */}
          {!tucked && <LanguageSwitch compact={phone || token !== null} />}
          {!tucked && (
            <button type="button" className="icon-btn" aria-label={t('shell.refresh')} title={t('shell.refresh')} onClick={onRefresh}>
              <Icon name="refresh" />
            </button>
          )}
          {token && !phone && <RewardsBadgeLink badge={rewardsWaiting} />}
          {!phone && <MessagesBadgeLink token={token} />}
          <HeaderBalances compact={phone} />
          <AccountMenu
            compact={phone}
            badge={phone && (unread > 0 || rewardsWaiting)}
            extra={
              <>
                {phone && <RewardsMenuItem badge={rewardsWaiting} />}
                <RedPacketMenuItem />
                <MessagesMenuItem />
                {tucked && (
                  <>
                    <li className="member-menu__language">
                      <LanguageSwitch compact={false} />
                    </li>
                    <li>
                      <button type="button" onClick={onRefresh}>
                        <Icon name="refresh" size={18} />
                        {t('shell.refresh')}
                      </button>
                    </li>
                  </>
                )}
              </>
            }
          />
        </div>
      </div>
      {token && (
        <OnceNeeded when={redPacketOpen}>
          <RedPacketDialog />
        </OnceNeeded>
      )}
    </header>
  );
}
