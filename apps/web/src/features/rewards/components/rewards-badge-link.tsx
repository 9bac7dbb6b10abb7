import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n';
import './rewards.css';

/**
 * A computer's header gift: to the home page's rewards, with a dot while a reward the member has
 * not seen waits (the activity badge, which the header reads).
 */
export function RewardsBadgeLink({ badge }: { readonly badge: boolean }) {
  const { t } = useTranslation();
  const label = badge ? `${t('rewards.title')} · ${t('rewards.badge')}` : t('rewards.title');
  return (
    <Link to="/#rewards" className="icon-btn rewards-badge-link" aria-label={label} title={label} data-testid="rewards-link" data-badge={badge}>
      <Icon name="gift" />
      {badge && <span className="rewards-badge-link__dot" aria-hidden="true" />}
    </Link>
  );
}
