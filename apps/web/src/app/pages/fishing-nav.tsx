import { NavLink } from 'react-router';
import { Icon, type IconName } from '../../components/ui/icon';
import './fishing-pages.css';
import { useTranslation } from '../../lib/i18n';

const LINKS: readonly { readonly to: string; readonly key: 'map' | 'shop' | 'bag' | 'details'; readonly icon: IconName }[] = [
  { to: '/fishing', key: 'map', icon: 'fish' },
  { to: '/fish-shop', key: 'shop', icon: 'store' },
  { to: '/fishingbag', key: 'bag', icon: 'backpack' },
  { to: '/details', key: 'details', icon: 'list' },
];

/** The four fishing pages, one tap apart. */
export function FishingNav() {
  const { t } = useTranslation();
  return (
    <nav className="fishing-nav" aria-label={t('screens.fishing.title')}>
      {LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} className={({ isActive }) => `fishing-nav__link ${isActive ? 'fishing-nav__link--on' : ''}`}>
          <Icon name={link.icon} size={16} />
          {t(`fishing.links.${link.key}`)}
        </NavLink>
      ))}
    </nav>
  );
}
