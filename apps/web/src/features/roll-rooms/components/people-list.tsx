import type { RollRoomDetail } from '@lootbay/shared/schemas/roll';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import './roll-rooms.css';
import { useTranslation } from '../../../lib/i18n';

/** The participants in join order (the order of the draw's client seed), robots labelled, winners and the member marked. */
export function PeopleList({ room, userId }: { readonly room: RollRoomDetail; readonly userId: string | null }) {
  const { t } = useTranslation();
  if (room.people.length === 0) return <EmptyState icon="users" title={t('roll.peopleEmpty')} />;
  const wins = new Map<string, number>();
  for (const winner of room.winners) wins.set(winner.participantId, (wins.get(winner.participantId) ?? 0) + 1);

  return (
    <ol className="room-people" data-testid="room-people-list">
      {room.people.map((person) => {
        const won = wins.get(person.id) ?? 0;
        const me = userId !== null && person.userId === userId;
        return (
          <li key={person.id} className={`room-person ${won > 0 ? 'room-person--won' : ''} ${me ? 'room-person--me' : ''}`} data-testid="room-person" data-participant-id={person.id}>
            <span className="room-person__seq">{person.seq + 1}</span>
            <span className="room-person__avatar" aria-hidden="true">
              {person.robotAvatar ? <img className="room-person__picture" src={person.robotAvatar} alt="" /> : <Icon name={person.robot ? 'robot' : 'user'} size={16} />}
            </span>
            <span className="room-person__name">{person.nickname || '—'}</span>
            {person.robot && <span className="room-tag">{t('roll.robot')}</span>}
            {me && <span className="room-tag room-tag--you">{t('roll.you')}</span>}
            {won > 0 && (
              <span className="room-person__won" title={t('roll.winsCount', { count: won })}>
                <Icon name="trophy" size={14} />
                {won > 1 ? `×${won}` : <span className="visually-hidden">{t('roll.winsCount', { count: won })}</span>}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
