import { NavLink } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { BOTTOM_NAV } from '../screens';
import { useTranslation } from '../../lib/i18n';

export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t('nav.primary')}>
      {BOTTOM_NAV.map((entry) => (
        <NavLink key={entry.path} to={entry.path} end className="bottom-nav__link">
          <span className="bottom-nav__icon">
            <Icon name={entry.icon} size={22} />
          </span>
          <span className="bottom-nav__label">{t(`nav.${entry.label}`)}</span>
        </NavLink>
      ))}
    </nav>
  );
}
