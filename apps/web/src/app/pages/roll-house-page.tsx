import { useSession } from '../../features/account/hooks/use-session';
import { RoomList } from '../../features/roll-rooms/components/room-list';
import './box-pages.css';
import './roll-pages.css';
import { useTranslation } from '../../lib/i18n';

/**
 * `/roll-house`: free prize draws, by state, live as people join and draws run; a member sees which
 * they joined and whether they meet each room's conditions.
 */
export default function RollHousePage() {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <div className="container box-page roll-page">
      <h1 className="box-page__heading">{t('screens.rollHouse.title')}</h1>
      <p className="box-page__lead">{t('roll.lead')}</p>
      <RoomList token={token} />
    </div>
  );
}
