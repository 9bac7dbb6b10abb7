import { Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { LOCALES } from '@lootbay/shared/constants';
import { toLocale } from '@lootbay/shared/locale';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { changeLocale, fillText, useLocale } from '../../lib/i18n';
import { consoleCall } from '../api/console-client';
import { endConsoleSession } from '../api/console-session';
import { useConsoleTexts } from '../i18n/console-texts';
import { formatMoment } from '../ui/format';
import { AREAS } from './areas';
import { useMe } from './use-me';

const LANGUAGE_NAMES = { cn: '中文', br: 'Português', en: 'English' } as const;

/** The console's frame: the areas the role may see on the side, the operator and their session on top. */
export function ConsoleLayout() {
  const t = useConsoleTexts().common;
  const locale = useLocale();
  const me = useMe().data;
  const client = useQueryClient();
  const location = useLocation();
  // The phone menu belongs to the page it was opened on: going elsewhere closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  useEffect(() => {
    document.title = `${t.title} · Lootbay`;
  }, [t.title]);

  const signOut = async () => {
    try {
      await consoleCall('logout', {}, z.object({ done: z.literal(true) }), { quiet: true });
    } finally {
      client.removeQueries({ queryKey: ['console'] });
      endConsoleSession();
    }
  };

  const areas = AREAS.map((area) => ({ ...area, screens: area.screens.filter((screen) => me?.permissions.includes(screen.permission)) })).filter((area) => area.screens.length > 0);

  return (
    <div className={menuOpen ? 'cx-frame cx-frame--menu' : 'cx-frame'}>
      <header className="cx-top">
        <button type="button" className="cx-top__menu" aria-expanded={menuOpen} aria-controls="cx-nav" onClick={() => setMenuOpenOn(menuOpen ? null : location.pathname)}>
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t.menu}</span>
        </button>
        <NavLink to="/admin" className="cx-top__brand">
          Lootbay · {t.title}
        </NavLink>
        <div className="cx-top__who" data-testid="console-operator">
          {me && (
            <>
              <strong>{me.account}</strong>
              <span className="cx-badge">{t.roles[me.role]}</span>
              <span className="cx-top__session">{fillText(t.sessionUntil, { time: formatMoment(me.sessionExpiresAt) })}</span>
            </>
          )}
        </div>
        <select className="cx-input cx-top__language" aria-label={t.language} value={locale} onChange={(event) => void changeLocale(toLocale(event.target.value))}>
          {LOCALES.map((option) => (
            <option key={option} value={option}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </select>
        <Button variant="secondary" size="sm" onClick={() => void signOut()} data-testid="sign-out">
          {t.signOut}
        </Button>
      </header>
      <nav id="cx-nav" className="cx-nav" aria-label={t.areas}>
        {areas.map((area) => (
          <div key={area.label} className="cx-nav__area">
            <p className="cx-nav__title">{t.nav[area.label]}</p>
            {area.screens.map((screen) => (
              <NavLink key={screen.path} to={`/admin/${screen.path}`} className="cx-nav__link">
                {t.nav[screen.label]}
              </NavLink>
            ))}
          </div>
        ))}
      </nav>
      <main className="cx-main" id="main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
