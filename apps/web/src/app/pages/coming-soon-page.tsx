import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { SCREENS } from '../screens';
import './pages.css';
import { useTranslation } from '../../lib/i18n';

/** Stands in for a screen of spec point 2 whose capability is not open yet. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screen = SCREENS[pathname as keyof typeof SCREENS];
  const feature = t(`screens.${screen.key}.title`);

  return (
    <div className="container coming-soon">
      <div className="coming-soon__card">
        <div className="coming-soon__art" aria-hidden="true">
          <span className="coming-soon__ring" />
          <span className="coming-soon__ring coming-soon__ring--2" />
          <span className="coming-soon__icon">
            <Icon name={screen.icon} size={44} />
          </span>
        </div>
        <p className="coming-soon__badge">
          <Icon name="clock" size={14} />
          {t('comingSoon.badge')}
        </p>
        <h1 className="coming-soon__title">{t('comingSoon.title', { feature })}</h1>
        <p className="coming-soon__blurb">{t(`screens.${screen.key}.blurb`)}</p>
        <p className="coming-soon__text">{t('comingSoon.text')}</p>
        <div className="coming-soon__actions">
          <ButtonLink to="/" size="lg">
            <Icon name="home" />
            {t('comingSoon.backHome')}
          </ButtonLink>
          <ButtonLink to="/#bulletin" variant="secondary" size="lg">
            <Icon name="megaphone" />
            {t('comingSoon.openBulletin')}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
