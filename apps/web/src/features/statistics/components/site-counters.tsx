import { Link } from 'react-router';
import type { SiteCounters } from '@lootbay/shared/schemas/statistics';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../lib/i18n';
import { useSiteCounters } from '../api/get-site-counters';
import './statistics.css';

/** Each counter; at zero, those with a `first` invite the first open or battle in place of their label. */
const COUNTERS: readonly { readonly key: keyof SiteCounters; readonly icon: IconName; readonly first?: { readonly to: string; readonly text: 'firstOpen' | 'firstBattle' } }[] = [
  { key: 'players', icon: 'users' },
  { key: 'opens', icon: 'box', first: { to: '/#boxes', text: 'firstOpen' } },
  { key: 'battles', icon: 'swords', first: { to: '/pk-room-add', text: 'firstBattle' } },
  { key: 'dropped', icon: 'trophy' },
];

/** The thousands separator of each language (12,345 · 12.345): Intl's number format is slow to make on a phone. */
const THOUSANDS = { cn: ',', br: '.', en: ',' } as const;

function formatCount(count: number, language: keyof typeof THOUSANDS): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS[language]);
}

/**
 * The site's counters as they are: zeros on a new site, where the boxes and battles counters invite
 * the first one instead of naming themselves. The strip keeps its height while the numbers load (a
 * dash stands in), so nothing below it moves when they arrive.
 */
export function SiteCountersStrip() {
  const { t, i18n } = useTranslation();
  const counters = useSiteCounters();
  return (
    <section className="site-counters" aria-label={t('statistics.countersLabel')} data-testid="site-counters" aria-busy={counters.isPending}>
      {COUNTERS.map(({ key, icon, first }) => (
        <div key={key} className="site-counters__item" data-counter={key}>
          <span className="site-counters__icon" aria-hidden="true">
            <Icon name={icon} size={20} />
          </span>
          <span className="site-counters__text">
            <span className="site-counters__value" data-testid={`counter-${key}`}>
              {!counters.data ? '—' : key === 'dropped' ? <Price amount={counters.data.dropped} /> : formatCount(counters.data[key], i18n.language)}
            </span>
            {first && counters.data?.[key] === 0 ? (
              <Link to={first.to} className="site-counters__label site-counters__first">
                {t(`statistics.${first.text}`)}
              </Link>
            ) : (
              <span className="site-counters__label">{t(`statistics.${key}`)}</span>
            )}
          </span>
        </div>
      ))}
    </section>
  );
}
