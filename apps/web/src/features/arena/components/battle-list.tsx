import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ArenaBattle } from '@lootbay/shared/schemas/arena';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { Icon } from '../../../components/ui/icon';
import { offerForRefusal } from '../../../lib/offer-for-refusal';
import { newRequestId } from '../../../lib/request-id';
import { showToast } from '../../../lib/toasts';
import { useJoinBattle } from '../api/join-battle';
import { useBattles, type BattleFilter } from '../api/list-battles';
import { BattleCard } from './battle-card';
import { BattleFilters } from './battle-filters';
import './arena.css';
import './battle-list.css';
import { useTranslation } from '../../../lib/i18n';

const PAGE_SIZE = 12;

/** The list as it first opens: the newest battles of every mode and state. */
export const FIRST_BATTLES: BattleFilter = { page: 1, size: PAGE_SIZE, mode: null, status: null, minPrice: null, maxPrice: null };

interface BattleListProps {
  readonly token: string | null;
  readonly userId: string | null;
  readonly onLoginRequired: () => void;
}

/** The battles, newest first, filtered; a seat is taken from a card and the battle opens. */
export function BattleList({ token, userId, onLoginRequired }: BattleListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState(FIRST_BATTLES);
  const battles = useBattles(filter);
  const join = useJoinBattle();
  const pages = Math.max(1, Math.ceil((battles.data?.total ?? 0) / PAGE_SIZE));

  function takeSeat(battle: ArenaBattle): void {
    if (!token) {
      onLoginRequired();
      return;
    }
    join.mutate(
      { id: battle.id, requestId: newRequestId() },
      {
        onSuccess: (joined) => void navigate(`/pk-room-details?id=${encodeURIComponent(joined.id)}`),
        onError: (error) => {
          if (!offerForRefusal(error)) showToast('error', error.message);
        },
      },
    );
  }

  return (
    <div className="battle-list">
      <BattleFilters value={filter} onChange={(next) => setFilter({ ...filter, ...next, page: 1 })} />
      {battles.isError ? (
        <EmptyState icon="swords" title={t('arena.listError')} action={<Button variant="secondary" onClick={() => void battles.refetch()}>{t('arena.retry')}</Button>} />
      ) : battles.isPending ? (
        <LoadingState title={t('arena.loading')} />
      ) : battles.data.list.length === 0 ? (
        <EmptyState
          icon="swords"
          title={t('arena.listEmpty')}
          text={t('arena.listEmptyText')}
          action={
            <ButtonLink to="/pk-room-add">
              <Icon name="plus" size={16} />
              {t('arena.create')}
            </ButtonLink>
          }
        />
      ) : (
        <div className="battle-list__grid" data-testid="battle-list">
          {battles.data.list.map((battle) => (
            <BattleCard key={battle.id} battle={battle} userId={userId} joining={join.isPending} onJoin={takeSeat} />
          ))}
        </div>
      )}
      {pages > 1 && (
        <nav className="battle-pager" aria-label={t('arena.pages')}>
          <Button size="sm" variant="ghost" onClick={() => setFilter({ ...filter, page: filter.page - 1 })} disabled={filter.page <= 1}>
            {t('arena.previous')}
          </Button>
          <span>{t('arena.pageOf', { page: filter.page, pages })}</span>
          <Button size="sm" variant="ghost" onClick={() => setFilter({ ...filter, page: filter.page + 1 })} disabled={filter.page >= pages}>
            {t('arena.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
