import { useId, useState, type CSSProperties } from 'react';
import { DAILY_RANKING_DAYS } from '@lootbay/shared/schemas/statistics';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { Price } from '../../../components/ui/price';
import { useTranslation } from '../../../lib/i18n';
import { useDailyRanking, type RankingDay } from '../api/get-daily-ranking';
import { PublicDropRow } from './public-drop-row';
import './statistics.css';

/** Today's or yesterday's biggest spenders (bars of what each spent) and best drops. */
export function DailyRanking() {
  const { t } = useTranslation();
  const id = useId();
  const [day, setDay] = useState<RankingDay>('today');
  const ranking = useDailyRanking(day);
  const spenders = ranking.data?.spenders ?? [];
  const top = Math.max(1, ...spenders.map((row) => row.spent));
  return (
    <div className="daily-ranking">
      <div className="daily-ranking__tabs" role="tablist" aria-label={t('screens.ranking.title')}>
        {DAILY_RANKING_DAYS.map((option) => (
          <button key={option} id={`${id}-${option}`} type="button" role="tab" aria-selected={day === option} aria-controls={`${id}-panel`} className="daily-ranking__tab" onClick={() => setDay(option)}>
            {t(`statistics.rankDays.${option}`)}
          </button>
        ))}
        {ranking.data && <span className="daily-ranking__day">{t('statistics.rankingDay', { day: ranking.data.day })}</span>}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${day}`} className="daily-ranking__panel" data-testid="daily-ranking">
        {ranking.isError ? (
          <EmptyState icon="trophy" title={t('statistics.error')} />
        ) : !ranking.data ? (
          <LoadingState title={t('statistics.loading')} />
        ) : (
          <>
            <section className="daily-ranking__list" aria-labelledby={`${id}-spenders`}>
              <h3 id={`${id}-spenders`} className="daily-ranking__title">
                {t('statistics.spendersTitle')}
              </h3>
              {spenders.length === 0 ? (
                <p className="statistics-note">{t('statistics.rankingEmpty')}</p>
              ) : (
                <ol className="spender-bars" data-testid="spenders">
                  {spenders.map((row) => (
                    <li key={row.rank} className="spender-bars__row" style={{ '--share': `${Math.max(4, (row.spent / top) * 100)}%` } as CSSProperties}>
                      <span className="spender-bars__rank">{row.rank}</span>
                      <span className="spender-bars__name">{row.nickname}</span>
                      <span className="spender-bars__bar" aria-hidden="true" />
                      <Price amount={row.spent} className="spender-bars__amount" />
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section className="daily-ranking__list" aria-labelledby={`${id}-drops`}>
              <h3 id={`${id}-drops`} className="daily-ranking__title">
                {t('statistics.dropsTitle')}
              </h3>
              {ranking.data.drops.length === 0 ? (
                <p className="statistics-note">{t('statistics.rankingEmpty')}</p>
              ) : (
                <ol className="drop-list" data-testid="ranking-drops">
                  {ranking.data.drops.map((drop) => (
                    <PublicDropRow key={drop.openId} drop={drop} rank={drop.rank} />
                  ))}
                </ol>
              )}
            </section>
          </>
        )}
      </div>
    </div>
  );
}
