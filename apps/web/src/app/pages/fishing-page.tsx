import { useState } from 'react';
import { FISHING_LEISURE_INTERVAL_MS } from '@lootbay/shared/constants';
import { EmptyState } from '../../components/ui/empty-state';
import { LoginDialog } from '../../features/account/components/login-dialog-on-demand';
import { useFishingStatus } from '../../features/fishing/api/get-status';
import { usePlaces } from '../../features/fishing/api/list-places';
import { useTools } from '../../features/fishing/api/list-tools';
import { FishingMap } from '../../features/fishing/components/fishing-map';
import { SessionPanel } from '../../features/fishing/components/session-panel';
import { SpotPanel } from '../../features/fishing/components/spot-panel';
import { rodLevelOf } from '../../features/fishing/hooks/rod-level';
import { useFishingEvents } from '../../features/fishing/hooks/use-fishing-events';
import { useSessionToken } from '../../lib/use-session-token';
import { FishingNav } from './fishing-nav';
import './box-pages.css';
import './fishing-pages.css';
import { useTranslation } from '../../lib/i18n';

/** A due catch is read a moment after its time, so the server has certainly reached it. */
const DUE_READ_DELAY_MS = 400;

/**
 * `/fishing`: the grounds as a map, a spot's odds and the start form, and the live session (bait,
 * the next catch's countdown, casting, catches). Visitors see the map and odds and log in to fish.
 */
export default function FishingPage() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [login, setLogin] = useState(false);
  const places = usePlaces();
  const tools = useTools(token);
  const status = useFishingStatus(token);
  useFishingEvents();
  const [picked, setPicked] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);

  const list = places.data ?? [];
  const session = status.data && status.data.sessionId !== null && (status.data.active || dismissed !== status.data.sessionId) ? status.data : null;
  const activePlaceId = status.data?.active ? status.data.placeId : null;
  const selectedId = picked ?? session?.placeId ?? list.find((place) => place.open)?.id ?? null;
  const selected = list.find((place) => place.id === selectedId);
  const rodLevel = rodLevelOf(tools.data);
  const catchSeconds = status.data?.catchSeconds ?? FISHING_LEISURE_INTERVAL_MS / 1000;
  const sessionPlace = list.find((place) => place.id === session?.placeId);
  // Named for the session rather than the spot: the session panel beside it already bears the spot's name.
  const spot =
    selected &&
    (session?.active ? (
      <section className="box-page__panel spot-panel" aria-labelledby="busy-title">
        <h2 id="busy-title" className="box-page__title">
          {t('fishing.busyTitle', { place: sessionPlace?.name ?? selected.name })}
        </h2>
        <p className="box-page__subtitle">{t('fishing.busyText')}</p>
      </section>
    ) : (
      <SpotPanel key={selected.id} place={selected} token={token} tools={tools.data ?? []} rodLevel={rodLevel} catchSeconds={catchSeconds} onLoginRequired={() => setLogin(true)} />
    ));

  return (
    <div className="container box-page fishing-page">
      <h1 className="box-page__heading">{t('screens.fishing.title')}</h1>
      <p className="box-page__lead">{t('fishing.lead')}</p>
      <FishingNav />
      <div className={`fishing-page__layout ${session ? 'fishing-page__layout--session' : ''}`}>
        {session && (
          <div className="fishing-page__session">
            <SessionPanel
              status={session}
              place={sessionPlace}
              skewMs={session.serverTime - status.dataUpdatedAt}
              onDue={() => window.setTimeout(() => void status.refetch(), DUE_READ_DELAY_MS)}
              onDismiss={() => setDismissed(session.sessionId)}
            />
          </div>
        )}
        <section className="box-page__panel fishing-page__map" aria-labelledby="map-title">
          <h2 id="map-title" className="box-page__title">
            {t('fishing.mapTitle')}
          </h2>
          <p className="box-page__subtitle">{t('fishing.mapLead')}</p>
          {places.isError ? (
            <EmptyState icon="fish" title={t('fishing.loadError')} />
          ) : places.isPending ? (
            <p className="box-page__subtitle" aria-busy="true">
              {t('fishing.loading')}
            </p>
          ) : (
            <FishingMap places={list} selectedId={selectedId} activePlaceId={activePlaceId} rodLevel={rodLevel} onSelect={setPicked} />
          )}
        </section>
        <div className="fishing-page__spot">{spot}</div>
      </div>
      <LoginDialog open={login} initialMode="password" register={false} onClose={() => setLogin(false)} />
    </div>
  );
}
