import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useTranslation } from '../../../lib/i18n';
import { useActivityStatus } from '../api/get-activity-status';
import { useActivityBadge } from '../hooks/activity-badge';
import './rewards.css';

interface RewardsBadgeLinkProps {
  readonly token: string | null;
  /** On a phone the header has room for the gift only while it carries news. */
  readonly onlyWithBadge: boolean;
}

/**
 * The header's gift: to the home page's rewards, with a dot while a reward the member has not seen
 * waits (the activity badge). Its status call is also the member's sign-in of the day.
 */
export function RewardsBadgeLink({ token, onlyWithBadge }: RewardsBadgeLinkProps) {
  const { t } = useTranslation();
  const status = useActivityStatus(token);
  const badge = useActivityBadge(status.data);
  if (!token || (onlyWithBadge && !badge)) return null;
  const label = badge ? `${t('rewards.title')} · ${t('rewards.badge')}` : t('rewards.title');
  return (
    <Link to="/#rewards" className="icon-btn rewards-badge-link" aria-label={label} title={label} data-testid="rewards-link" data-badge={badge}>
      <Icon name="gift" />
      {badge && <span className="rewards-badge-link__dot" aria-hidden="true" />}
    </Link>
  );
}
