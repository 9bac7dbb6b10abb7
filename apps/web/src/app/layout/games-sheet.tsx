import { NavLink } from 'react-router';
import { Dialog } from '../../components/ui/dialog';
import { Icon } from '../../components/ui/icon';
import { GAMES, SCREENS } from '../screens';
import { useTranslation } from '../../lib/i18n';

/** Every game on one sheet, each with what it is in a line; choosing one goes there and closes the sheet. */
export function GamesSheet({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('nav.gamesTitle')} onClose={onClose} closeLabel={t('nav.gamesClose')} size="sm" className="games-sheet">
      <ul className="games-sheet__list">
        {GAMES.map((game) => (
          <li key={game.path}>
            <NavLink to={game.path} end className="games-sheet__link" onClick={onClose}>
              <span className="games-sheet__icon">
                <Icon name={game.icon} size={22} />
              </span>
              <span className="games-sheet__name">{t(`nav.${game.label}`)}</span>
              <span className="games-sheet__blurb">{t(`screens.${SCREENS[game.path].key}.blurb`)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
