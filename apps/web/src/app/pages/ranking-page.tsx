import { useSession } from '../../features/account/hooks/use-session';
import { RankingBoard } from '../../features/arena/components/ranking-board';
import { useDailyRanking } from '../../features/statistics/api/get-daily-ranking';
import { useTopDrops } from '../../features/statistics/api/list-top-drops';
import { DailyRanking } from '../../features/statistics/components/daily-ranking';
import { TopDrops } from '../../features/statistics/components/top-drops';
import { useTranslation } from '../../lib/i18n';
import './box-pages.css';
import './ranking-page.css';

/** `/ranking`: the day's top spenders and best drops, the week's best drops, and the arena's own ranking. */
export default function RankingPage() {
  const { t } = useTranslation();
  const { token } = useSession();
  // The columns come once the lists above them have: lists of unknown length push nothing down.
  const today = useDailyRanking('today');
  const weekDrops = useTopDrops();
  const aboveDrawn = !today.isPending && !weekDrops.isPending;
  return (
    <div className="container box-page ranking-page">
      <h1 className="box-page__heading">{t('screens.ranking.title')}</h1>
      <p className="box-page__lead">{t('statistics.rankingLead')}</p>
      <section className="box-page__panel" aria-labelledby="ranking-daily">
        <h2 id="ranking-daily" className="visually-hidden">
          {t('screens.ranking.title')}
        </h2>
        <DailyRanking />
      </section>
      {aboveDrawn && (
        <div className="ranking-page__columns">
          <section className="box-page__panel" aria-labelledby="ranking-week">
            <h2 id="ranking-week" className="box-page__title">
              {t('statistics.topDropsTitle')}
            </h2>
            <p className="ranking-page__lead">{t('statistics.topDropsLead')}</p>
            <TopDrops />
          </section>
          <section className="box-page__panel" aria-labelledby="ranking-arena">
            <h2 id="ranking-arena" className="box-page__title">
              {t('statistics.arenaTitle')}
            </h2>
            <RankingBoard token={token} />
          </section>
        </div>
      )}
    </div>
  );
}
