import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n';
import './rewards.css';

/** A phone's account-menu entry to the home page's rewards, with the activity badge's dot. */
export function RewardsMenuItem({ badge }: { readonly badge: boolean }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link to="/#rewards" data-testid="menu-rewards" data-badge={badge}>
        <Icon name="gift" size={18} />
        {t('rewards.title')}
        {badge && <span className="rewards-badge-link__dot rewards-badge-link__dot--inline" aria-label={t('rewards.badge')} />}
      </Link>
    </li>
  );
}
