import type { TermsVersion } from '@lootbay/shared/schemas/privacy';
import { Icon } from '../../../components/ui/icon';
import './privacy.css';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/i18n';

/** On the agreement page: the version in force, and a version announced to take effect later. */
export function TermsVersions({ current, upcoming }: { readonly current: TermsVersion | null; readonly upcoming: TermsVersion | null }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="dr-versions">
      {current && <p className="dr-versions__current">{t('dataRights.versionInForce', { version: current.version, date: formatDate(current.effectiveAt, i18n.language, { dateStyle: 'long' }) })}</p>}
      {upcoming && (
        <aside className="dr-upcoming" aria-label={t('dataRights.upcomingTitle')}>
          <p className="dr-upcoming__title">
            <Icon name="megaphone" size={16} />
            {t('dataRights.upcomingTitle')}
          </p>
          <p>{t('dataRights.upcomingText', { version: upcoming.version, date: formatDate(upcoming.effectiveAt, i18n.language, { dateStyle: 'long' }) })}</p>
          <details>
            <summary>{t('dataRights.upcomingShow')}</summary>
            <div className="dr-upcoming__text">{upcoming.text}</div>
          </details>
        </aside>
      )}
    </div>
  );
}
