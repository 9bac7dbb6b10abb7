import type { SiteCounters } from '@lootbay/shared/schemas/statistics';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../lib/i18n';
import { useSiteCounters } from '../api/get-site-counters';
import './statistics.css';

const COUNTERS: readonly { readonly key: keyof SiteCounters; readonly icon: IconName }[] = [
  { key: 'players', icon: 'users' },
  { key: 'opens', icon: 'box' },
  { key: 'battles', icon: 'swords' },
  { key: 'dropped', icon: 'trophy' },
];

const LANG = { cn: 'zh-CN', br: 'pt-BR', en: 'en' } as const;

/**
 * The site's counters as they are: zeros on a new site. The strip keeps its height while the
 * numbers load (a dash stands in), so nothing below it moves when they arrive.
 */
export function SiteCountersStrip() {
  const { t, i18n } = useTranslation();
  const counters = useSiteCounters();
  const count = new Intl.NumberFormat(LANG[i18n.language]);
  return (
    <section className="site-counters" aria-label={t('statistics.countersLabel')} data-testid="site-counters" aria-busy={counters.isPending}>
      {COUNTERS.map(({ key, icon }) => (
        <div key={key} className="site-counters__item" data-counter={key}>
          <span className="site-counters__icon" aria-hidden="true">
            <Icon name={icon} size={20} />
          </span>
          <span className="site-counters__text">
            <span className="site-counters__value" data-testid={`counter-${key}`}>
              {!counters.data ? '—' : key === 'dropped' ? <Price amount={counters.data.dropped} /> : count.format(counters.data[key])}
            </span>
            <span className="site-counters__label">{t(`statistics.${key}`)}</span>
          </span>
        </div>
      ))}
    </section>
  );
}
