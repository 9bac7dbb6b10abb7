import { EmptyState } from '../../../components/ui/empty-state';
import { ItemCard } from '../../../components/ui/item-card';
import { Price } from '../../../components/ui/price';
import { formatTime } from '../../../lib/format-time';
import { useTranslation } from '../../../lib/i18n';
import { useMemberStatistics } from '../api/get-member-statistics';
import { DayChart } from './day-chart';
import './statistics.css';

/** The member's own numbers: opens, spent, won, the best drop, and the last 30 days as a chart. */
export function MemberStatistics({ token }: { readonly token: string }) {
  const { t } = useTranslation();
  const statistics = useMemberStatistics(token);
  if (statistics.isError) return <EmptyState icon="chart" title={t('statistics.error')} />;
  if (!statistics.data)
    return (
      <p className="statistics-note" aria-busy="true">
        {t('statistics.loading')}
      </p>
    );
  const { opens, spent, won, bestDrop, days } = statistics.data;
  const played = days.some((day) => day.opens > 0 || day.spent > 0 || day.won > 0);
  return (
    <div className="member-statistics" data-testid="member-statistics">
      <dl className="member-statistics__totals">
        <div className="member-statistics__total">
          <dt>{t('statistics.opens')}</dt>
          <dd data-testid="my-opens">{opens}</dd>
        </div>
        <div className="member-statistics__total">
          <dt>{t('statistics.spent')}</dt>
          <dd data-testid="my-spent">
            <Price amount={spent} />
          </dd>
        </div>
        <div className="member-statistics__total">
          <dt>{t('statistics.won')}</dt>
          <dd data-testid="my-won">
            <Price amount={won} />
          </dd>
        </div>
      </dl>
      <section className="member-statistics__best" aria-label={t('statistics.bestDrop')}>
        <h3 className="member-statistics__heading">{t('statistics.bestDrop')}</h3>
        {bestDrop ? (
          <div className="member-statistics__drop" data-testid="best-drop">
            <ItemCard ornament={bestDrop.ornament} compact />
            <p>
              {t('statistics.from', { box: bestDrop.boxName })}
              <br />
              <time dateTime={new Date(bestDrop.createdAt).toISOString()}>{formatTime(bestDrop.createdAt)}</time>
            </p>
          </div>
        ) : (
          <p className="statistics-note">{t('statistics.bestDropNone')}</p>
        )}
      </section>
      <section className="member-statistics__chart" aria-label={t('statistics.chartTitle')}>
        <h3 className="member-statistics__heading">{t('statistics.chartTitle')}</h3>
        <DayChart days={days} />
        {!played && <p className="statistics-note">{t('statistics.chartEmpty')}</p>}
      </section>
    </div>
  );
}
