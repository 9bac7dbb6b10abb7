import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RollRoomStatus } from '@lootbay/shared/schemas/roll';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { useRooms, type RoomFilter } from '../api/list-rooms';
import { useLiveRooms } from '../hooks/use-live-rooms';
import { RoomCard } from './room-card';
import './roll-rooms.css';
import { useTranslation } from '../../../lib/i18n';
import { rollRoomsKeys } from '../../../lib/query-keys/roll-rooms-keys';

const PAGE_SIZE = 12;

/** The tabs in the order a player looks for a room: the open ones first. */
const TABS: readonly RollRoomStatus[] = ['in_progress', 'not_started', 'finished'];

/** The rooms of one state, a member's own joined ones on request, live as people join and draws run. */
export function RoomList({ token }: { readonly token: string | null }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [filter, setFilter] = useState<RoomFilter>({ page: 1, size: PAGE_SIZE, status: 'in_progress', joined: false });
  const rooms = useRooms(filter, token);
  const pages = Math.max(1, Math.ceil((rooms.data?.total ?? 0) / PAGE_SIZE));
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: rollRoomsKeys.lists }), [client]);
  useLiveRooms();

  return (
    <div className="room-list">
      <div className="room-list__filters">
        <div className="room-list__tabs" role="group" aria-label={t('roll.stateLabel')}>
          {TABS.map((status) => (
            <button key={status} type="button" className="chip" aria-pressed={filter.status === status} onClick={() => setFilter({ ...filter, status, page: 1 })}>
              {t(`roll.states.${status}`)}
            </button>
          ))}
        </div>
        {token && (
          <button type="button" className="chip room-list__joined" aria-pressed={filter.joined} onClick={() => setFilter({ ...filter, joined: !filter.joined, page: 1 })} data-testid="joined-filter">
            <Icon name="check" size={14} />
            {t('roll.joinedOnly')}
          </button>
        )}
      </div>
      {rooms.isError ? (
        <EmptyState icon="dice" title={t('roll.listError')} action={<Button variant="secondary" onClick={() => void rooms.refetch()}>{t('roll.retry')}</Button>} />
      ) : rooms.isPending ? (
        <p className="room-note" aria-busy="true">
          {t('roll.loading')}
        </p>
      ) : rooms.data.list.length === 0 ? (
        <EmptyState
          icon="dice"
          title={filter.joined && token ? t('roll.joinedEmpty') : t('roll.listEmpty')}
          text={t('roll.listEmptyText')}
          action={
            <ButtonLink to="/#boxes" variant="secondary">
              <Icon name="box" size={16} />
              {t('roll.listEmptyAction')}
            </ButtonLink>
          }
        />
      ) : (
        <div className="room-list__grid" data-testid="room-list">
          {rooms.data.list.map((room) => (
            <RoomCard key={room.id} room={room} onStale={refresh} />
          ))}
        </div>
      )}
      {pages > 1 && (
        <nav className="room-pager" aria-label={t('roll.pages')}>
          <Button size="sm" variant="ghost" onClick={() => setFilter({ ...filter, page: filter.page - 1 })} disabled={filter.page <= 1}>
            {t('roll.previous')}
          </Button>
          <span>{t('roll.pageOf', { page: filter.page, pages })}</span>
          <Button size="sm" variant="ghost" onClick={() => setFilter({ ...filter, page: filter.page + 1 })} disabled={filter.page >= pages}>
            {t('roll.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}
