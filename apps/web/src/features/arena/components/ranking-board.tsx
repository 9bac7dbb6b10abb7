import { useId, useState, type CSSProperties } from 'react';
import { formatMoney } from '@lootbay/shared/money';
import { ARENA_RANK_DAYS, type ArenaRanking } from '@lootbay/shared/schemas/arena';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { useMyRanking } from '../api/get-my-ranking';
import { useRanking, type RankDay } from '../api/get-ranking';
import './arena.css';
import './ranking.css';
import { useTranslation } from '../../../lib/i18n';

type Entry = ArenaRanking['list'][number];

/** The podium shows second, first, third: the winner stands in the middle. */
const PODIUM_ORDER = [1, 0, 2] as const;

/** The day's ranking: the top three on a podium, the rest as bars of their points, and the member's own place. */
export function RankingBoard({ token }: { readonly token: string | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [day, setDay] = useState<RankDay>('today');
  const ranking = useRanking(day);
  const mine = useMyRanking(token, day);
  const list = ranking.data?.list ?? [];
  const best = Math.max(1, ...list.map((entry) => entry.points));

  return (
    <div className="ranking">
      <div className="ranking__tabs" role="tablist" aria-label={t('arena.rankingTitle')}>
        {ARENA_RANK_DAYS.map((option) => (
          <button key={option} id={`${id}-${option}`} type="button" role="tab" aria-selected={day === option} aria-controls={`${id}-panel`} className="ranking__tab" onClick={() => setDay(option)}>
            {t(`arena.rankDays.${option}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${day}`} className="ranking__panel" data-testid="ranking">
        {ranking.isError ? (
          <EmptyState icon="trophy" title={t('arena.rankingError')} />
        ) : ranking.isPending ? (
          <LoadingState title={t('arena.loading')} />
        ) : list.length === 0 ? (
          <EmptyState
            icon="trophy"
            title={t('arena.rankingEmpty')}
            text={t('arena.rankingEmptyText')}
            action={
              <ButtonLink to="/pk-room-add" size="sm">
                <Icon name="plus" size={16} />
                {t('arena.create')}
              </ButtonLink>
            }
          />
        ) : (
          <>
            <ul className="podium">
              {PODIUM_ORDER.map((place) => {
                const entry = list[place];
                return entry ? <PodiumStep key={place} entry={entry} /> : <li key={place} className="podium__step podium__step--empty" aria-hidden="true" />;
              })}
            </ul>
            {list.length > 3 && (
              <ol className="rank-bars" start={4}>
                {list.slice(3).map((entry) => (
                  <li key={entry.userId} className="rank-bars__row" style={{ '--share': `${Math.max(4, (entry.points / best) * 100)}%` } as CSSProperties}>
                    <span className="rank-bars__rank">{entry.rank}</span>
                    <span className="rank-bars__name">{entry.nickname}</span>
                    <span className="rank-bars__bar" aria-hidden="true" />
                    <span className="rank-bars__points">{t('arena.points', { points: formatMoney(entry.points) })}</span>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
        {ranking.data && <p className="ranking__note">{ranking.data.paid ? t('arena.rankPaid', { day: ranking.data.day }) : t('arena.rankUnpaid', { day: ranking.data.day })}</p>}
        {token && mine.data && (
          <p className="ranking__mine" data-testid="my-ranking">
            <Icon name="user" size={16} />
            {mine.data.rank === null ? t('arena.myRankNone') : t('arena.myRank', { rank: mine.data.rank })}
            <span>{t('arena.points', { points: formatMoney(mine.data.points) })}</span>
            {mine.data.prize > 0 && <Price amount={mine.data.prize} label={t('arena.prize')} />}
          </p>
        )}
      </div>
    </div>
  );
}

function PodiumStep({ entry }: { readonly entry: Entry }) {
  const { t } = useTranslation();
  return (
    <li className={`podium__step podium__step--${entry.rank}`}>
      <span className="podium__crown" aria-hidden="true">
        <Icon name={entry.rank === 1 ? 'crown' : 'trophy'} size={entry.rank === 1 ? 22 : 18} />
      </span>
      <span className="podium__name">{entry.nickname}</span>
      <span className="podium__points">{t('arena.points', { points: formatMoney(entry.points) })}</span>
      {entry.prize > 0 && <Price amount={entry.prize} label={t('arena.prize')} className="podium__prize" />}
      <span className="podium__block">
        <span className="visually-hidden">{t('arena.rankLabel')}</span>
        {entry.rank}
      </span>
    </li>
  );
}
