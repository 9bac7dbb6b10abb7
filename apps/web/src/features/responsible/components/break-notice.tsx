import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { RESPONSIBLE_PLAY_PATH } from '../../../lib/responsible-play-path';
import { useResponsibleStatus } from '../api/get-status';
import { formatSiteTime } from '../hooks/site-time';
import './responsible.css';
import { useTranslation } from '../../../lib/i18n';

/**
 * On the pages that take money or stakes (recharge, box opening): during a break, says up front
 * that recharging and playing are refused until it ends, rather than only when a button is pressed.
 */
export function BreakNotice() {
  const { t } = useTranslation();
  const exclusion = useResponsibleStatus().data?.exclusion;
  if (!exclusion) return null;
  return (
    <aside className="rp-notice" role="status" aria-label={t(`responsible.inForceKinds.${exclusion.kind}`)} data-testid="break-notice">
      <Icon name="shield" size={22} />
      <div>
        <p className="rp-notice__title">{t(`responsible.inForceKinds.${exclusion.kind}`)}</p>
        <p className="rp-notice__text">
          {exclusion.until === null ? t('responsible.noticePermanent') : t('responsible.noticeUntil', { time: formatSiteTime(exclusion.until) })}
        </p>
        <Link to={RESPONSIBLE_PLAY_PATH} className="rp-notice__link">
          {t('responsible.noticeLink')}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
    </aside>
  );
}
