import { useState } from 'react';
import { Link } from 'react-router';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { formatTime } from '../../../lib/format-time';
import { useMyBattles } from '../api/list-my-battles';
import { useVictories } from '../api/list-victories';
import { useWatchedBattles } from '../api/list-watched';
import { seatOf } from '../hooks/battle-view';
import { BoxStrip } from './box-strip';
import { StateBadge } from './state-badge';
import './arena.css';
import './my-battles.css';
import { useTranslation } from '../../../lib/i18n';

const PAGE_SIZE = 8;

const VIEWS = ['mine', 'victories', 'watched'] as const;
type View = (typeof VIEWS)[number];

/** "My arenas": the battles the member sat in, the ones they won, and the ones they watched. */
export function MyBattles({ token, userId }: { readonly token: string; readonly userId: string | null }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('mine');
  const [page, setPage] = useState(1);
  const mine = useMyBattles(token, page, PAGE_SIZE, view === 'mine');
  const victories = useVictories(token, page, PAGE_SIZE, view === 'victories');
  const watched = useWatchedBattles(token, page, PAGE_SIZE, view === 'watched');
  const shown = view === 'mine' ? mine : view === 'victories' ? victories : watched;
  const pages = Math.max(1, Math.ceil((shown.data?.total ?? 0) / PAGE_SIZE));

  return (
    <div className="my-battles">
      <div className="my-battles__views" role="group" aria-label={t('arena.myArenas')}>
        {VIEWS.map((option) => (
          <button
            key={option}
            type="button"
            className="chip"
            aria-pressed={view === option}
            onClick={() => {
              setView(option);
              setPage(1);
            }}
          >
            {t(`arena.myViews.${option}`)}
          </button>
        ))}
        <ButtonLink to="/pk-room-add" size="sm" className="my-battles__create">
          <Icon name="plus" size={16} />
          {t('arena.create')}
        </ButtonLink>
      </div>
      {shown.isError ? (
        <EmptyState icon="swords" title={t('arena.listError')} />
      ) : shown.isPending ? (
        <p className="battle-note" aria-busy="true">
          {t('arena.loading')}
        </p>
      ) : shown.data.list.length === 0 ? (
        <EmptyState icon="swords" title={t(`arena.myEmpty.${view}`)} action={<ButtonLink to="/pk-room" variant="secondary">{t('arena.toList')}</ButtonLink>} />
      ) : (
        <ol className="my-battles__list" data-testid="my-battles">
          {shown.data.list.map((battle) => (
            <BattleRow key={battle.id} battle={battle} userId={userId} />
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav className="battle-pager" aria-label={t('arena.pages')}>
          <Button size="sm" variant="ghost" onClick={() => setPage(page - 1)} disabled={page <= 1}>
            {t('arena.previous')}
          </Button>
          <span>{t('arena.pageOf', { page, pages })}</span>
          <Button size="sm" variant="ghost" onClick={() => setPage(page + 1)} disabled={page >= pages}>
            {t('arena.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

/** One battle of the member's lists: its boxes, mode, state, and how the member fared. */
function BattleRow({ battle, userId }: { readonly battle: ArenaBattle; readonly userId: string | null }) {
  const { t } = useTranslation();
  const seat = seatOf(battle, userId);
  return (
    <li className={`battle-row ${seat?.result ? `battle-row--${seat.result}` : ''}`} data-battle-id={battle.id}>
      <div className="battle-row__main">
        <span className="battle-row__title">
          {t(`arena.modes.${battle.mode}`)} · <Price amount={battle.price} />
        </span>
        <span className="battle-row__meta">
          <StateBadge status={battle.status} />
          <time dateTime={new Date(battle.createdAt).toISOString()}>{formatTime(battle.createdAt)}</time>
        </span>
      </div>
      <BoxStrip boxes={battle.boxes} label={t('arena.boxesLabel', { count: battle.boxes.length })} />
      <div className="battle-row__outcome">
        {seat?.result ? (
          <>
            <span className={`battle-row__result battle-row__result--${seat.result}`}>{t(`arena.results.${seat.result}`)}</span>
            {seat.result === 'victory' && <Price amount={seat.won} />}
          </>
        ) : (
          <span className="battle-row__result">{!seat ? t('arena.spectator') : battle.status === 'cancelled' ? t('arena.refunded') : t('arena.inPlay')}</span>
        )}
      </div>
      <Link className="battle-row__open" to={`/pk-room-details?id=${encodeURIComponent(battle.id)}`}>
        {t('arena.view')}
        <Icon name="chevronRight" size={16} />
      </Link>
    </li>
  );
}
