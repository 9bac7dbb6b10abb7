import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Icon, type IconName } from '../../components/ui/icon';
import { useFirstScreenDrawn } from '../../components/ui/after-first-screen';
import { WhenNear } from '../../components/ui/when-near';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { useSession } from '../../features/account/hooks/use-session';
import { BoxShelf } from '../../features/boxes/components/box-shelf';
import { BulletinBoard } from '../../features/bulletin/components/bulletin-board';
import { SiteCountersStrip } from '../../features/statistics/components/site-counters';
import { useFirstVisit } from '../layout/use-first-visit';
import { GAME_MODES, SCREENS } from '../screens';
import './pages.css';
import { useTranslation } from '../../lib/i18n';
import { lazyNamed } from '../../lib/lazy-named';

// The activity cards and reward tasks sit below the first screen: their code loads as they come near.
const ActivityArea = lazyNamed(() => import('../../features/activities/components/activity-area').then((module) => module.ActivityArea));
const RewardsPanel = lazyNamed(() => import('../../features/rewards/components/rewards-panel').then((module) => module.RewardsPanel));

const GRADES = [1, 2, 3, 4, 5] as const;
/** About the height of the activity cards (side by side on a computer, stacked on a phone) before they are drawn. */
const ACTIVITY_AREA_HEIGHT = 320;
/** About the height of the reward tasks (two columns on a computer, one on a phone) before they are drawn. */
const REWARDS_HEIGHT = 260;
const FEATURES: readonly { icon: IconName; title: 'featureFair' | 'featureOdds' | 'featureDelivery' | 'featureSafe' }[] = [
  { icon: 'shield', title: 'featureFair' },
  { icon: 'percent', title: 'featureOdds' },
  { icon: 'download', title: 'featureDelivery' },
  { icon: 'user', title: 'featureSafe' },
];

/** A home page section: its title (naming it for screen readers), an optional line under it, and its content. */
function HomeSection({ id, name, title, subtitle, children }: { readonly id?: string; readonly name: string; readonly title: string; readonly subtitle?: string; readonly children: ReactNode }) {
  return (
    <section id={id} className="section" aria-labelledby={`${name}-title`}>
      <header className="section__header">
        <div>
          <h2 id={`${name}-title`} className="section__title">
            {title}
          </h2>
          {subtitle && <p className="section__subtitle">{subtitle}</p>}
        </div>
      </header>
      {children}
    </section>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const firstVisit = useFirstVisit();
  const { hash } = useLocation();
  const { token } = useSession();
  const [login, setLogin] = useState(false);

  const rest = useFirstScreenDrawn();

  // Links such as "/#bulletin" land on their section once the page is drawn.
  useEffect(() => {
    if (hash && rest) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash, rest]);

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="hero__kicker">
              <Icon name="flame" size={16} />
              {t('home.heroKicker')}
            </p>
            <h1 id="hero-title" className="hero__title">
              {t('home.heroTitle')}
            </h1>
            <p className="hero__text">{t('home.heroText')}</p>
            <div className="hero__actions">
              <ButtonLink to="/#boxes" size="lg">
                <Icon name="box" />
                {t('home.heroPrimary')}
              </ButtonLink>
              <ButtonLink to="/fair" variant="secondary" size="lg">
                <Icon name="shield" />
                {t('home.heroSecondary')}
              </ButtonLink>
            </div>
          </div>
          <div className="hero__art" aria-hidden="true">
            <div className="hero__glow" />
            <div className="hero__case">
              <div className="hero__case-lid" />
              <div className="hero__case-body">
                <span className="hero__case-lock" />
              </div>
            </div>
            {GRADES.map((grade) => (
              <span key={grade} className={`hero__shard hero__shard--${grade}`} />
            ))}
          </div>
        </div>
      </section>

      {rest && (
        <div className="container home__content">
          {firstVisit && (
            <aside className="welcome" aria-labelledby="welcome-title">
              <span className="welcome__icon" aria-hidden="true">
                <Icon name="sparkles" size={22} />
              </span>
              <div className="welcome__copy">
                <h2 id="welcome-title" className="welcome__title">
                  {t('home.welcomeTitle')}
                </h2>
                <p className="welcome__text">{t('home.welcomeText')}</p>
              </div>
              <ButtonLink to="/agreement" variant="secondary" size="sm">
                {t('home.welcomeAction')}
              </ButtonLink>
            </aside>
          )}

          <SiteCountersStrip />

          <ul className="features">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="features__item">
                <span className="features__icon" aria-hidden="true">
                  <Icon name={feature.icon} size={22} />
                </span>
                <span>
                  <strong className="features__title">{t(`home.${feature.title}`)}</strong>
                  <span className="features__text">{t(`home.${feature.title}Text`)}</span>
                </span>
              </li>
            ))}
          </ul>

          <HomeSection id="boxes" name="boxes" title={t('home.boxesTitle')} subtitle={t('home.boxesSubtitle')}>
            <BoxShelf />
            <div className="panel">
              <div className="rarity">
                <p className="rarity__title">{t('home.rarityTitle')}</p>
                <ul className="rarity__list">
                  {GRADES.map((grade) => (
                    <li key={grade} className={`rarity__item grade-${grade}`}>
                      <span className="rarity__swatch" aria-hidden="true" />
                      {t(`rarity.grade${grade}`)}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </HomeSection>

          <HomeSection id="activities" name="activities" title={t('home.activitiesTitle')} subtitle={t('home.activitiesSubtitle')}>
            <WhenNear minHeight={ACTIVITY_AREA_HEIGHT}>
              <ActivityArea token={token} onLoginRequired={() => setLogin(true)} />
            </WhenNear>
          </HomeSection>

          <HomeSection id="rewards" name="rewards" title={t('rewards.title')} subtitle={t('rewards.subtitle')}>
            <WhenNear minHeight={REWARDS_HEIGHT}>
              <RewardsPanel token={token} onLoginRequired={() => setLogin(true)} />
            </WhenNear>
          </HomeSection>

          <HomeSection name="modes" title={t('home.modesTitle')} subtitle={t('home.modesSubtitle')}>
            <ul className="modes">
              {GAME_MODES.map((mode) => {
                const screen = SCREENS[mode.path];
                return (
                  <li key={mode.path}>
                    <Link to={mode.path} className={`mode-card grade-${mode.grade}`}>
                      <span className="mode-card__icon" aria-hidden="true">
                        <Icon name={screen.icon} size={26} />
                      </span>
                      <span className="mode-card__title">{t(`screens.${screen.key}.title`)}</span>
                      <span className="mode-card__text">{t(`screens.${screen.key}.blurb`)}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </HomeSection>

          <HomeSection id="bulletin" name="bulletin" title={t('home.bulletinTitle')}>
            <BulletinBoard />
          </HomeSection>
        </div>
      )}
      <LoginDialog open={login} initialMode="sms" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
