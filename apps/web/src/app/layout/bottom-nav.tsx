import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { BOTTOM_NAV, GAMES } from '../screens';
import { useTranslation } from '../../lib/i18n';
import { GamesSheet } from './games-sheet';

/** The phone's bar: home, the arena, every game in a sheet, recharge, the backpack and the account. */
export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [gamesOpen, setGamesOpen] = useState(false);
  // The arena has its own place in the bar; the other games light up the games entry.
  const inAGame = GAMES.some((game) => game.label !== 'arena' && pathname === game.path);

  return (
    <nav className="bottom-nav" aria-label={t('nav.primary')}>
      {BOTTOM_NAV.map((entry) =>
        entry === 'games' ? (
          <button
            key="games"
            type="button"
            className={`bottom-nav__link ${inAGame ? 'active' : ''}`}
            aria-haspopup="dialog"
            aria-expanded={gamesOpen}
            onClick={() => setGamesOpen(true)}
          >
            <span className="bottom-nav__icon">
              <Icon name="grid" size={22} />
            </span>
            <span className="bottom-nav__label">{t('nav.games')}</span>
          </button>
        ) : (
          <NavLink key={entry.path} to={entry.path} end className="bottom-nav__link">
            <span className="bottom-nav__icon">
              <Icon name={entry.icon} size={22} />
            </span>
            <span className="bottom-nav__label">{t(`nav.${entry.label}`)}</span>
          </NavLink>
        ),
      )}
      <GamesSheet open={gamesOpen} onClose={() => setGamesOpen(false)} />
    </nav>
  );
}
