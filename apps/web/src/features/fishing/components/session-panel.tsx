import { useEffect, useRef, useState } from 'react';
import type { FishCatch, FishingStatus, FishPlace } from '@lootbay/shared/schemas/fishing';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Countdown } from '../../../components/ui/countdown';
import { Icon } from '../../../components/ui/icon';
import { newRequestId } from '../../../lib/request-id';
import { showToast } from '../../../lib/toasts';
import { useCastLine } from '../api/cast-line';
import { useEndFishing } from '../api/end-fishing';
import { useOpenCatch } from '../api/open-catch';
import { useRefreshAfterFishing } from '../api/refresh-after-fishing';
import { CastScene, type CastState } from './cast-scene';
import { CatchCard } from './catch-card';
import './fishing.css';
import { useTranslation } from '../../../lib/i18n';

/** A cast shows its flight at least this long, so a quick answer still reads as a cast. */
const CAST_MS = 1_300;
/** How long a landed catch keeps the fish in the air. */
const CATCH_MS = 1_600;

const pause = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

interface SessionPanelProps {
  readonly status: FishingStatus;
  readonly place: FishPlace | undefined;
  /** Server time minus this device's time, ms: the countdown runs on the server's clock. */
  readonly skewMs: number;
  /** The next leisure catch fell due: read the session again (reading lands it). */
  readonly onDue: () => void;
  /** An ended session is put away, to pick a spot again. */
  readonly onDismiss: () => void;
}

/** The live session: the water, bait left, catches, the next catch's countdown, casting and opening, and the end. */
export function SessionPanel({ status, place, skewMs, onDue, onDismiss }: SessionPanelProps) {
  const { t } = useTranslation();
  const cast = useCastLine();
  const open = useOpenCatch();
  const end = useEndFishing();
  const refresh = useRefreshAfterFishing();
  const [casting, setCasting] = useState(false);
  const [landed, setLanded] = useState(false);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [openingId, setOpeningId] = useState<string | null>(null);
  const seen = useRef(status.catches);

  // A leisure catch that lands while the page is open brings the fish up for a moment.
  useEffect(() => {
    if (status.mode !== 'leisure' || status.catches <= seen.current) {
      seen.current = status.catches;
      return;
    }
    seen.current = status.catches;
    setLanded(true);
    const timer = window.setTimeout(() => setLanded(false), CATCH_MS);
    return () => window.clearTimeout(timer);
  }, [status.catches, status.mode]);

  const scene: CastState = !status.active ? 'idle' : casting ? 'casting' : landed ? 'catch' : 'waiting';
  const shutElsewhere = status.unopened - status.recent.filter((item) => !item.opened).length;

  function castOnce(): void {
    setCasting(true);
    Promise.all([cast.mutateAsync(newRequestId()), pause(CAST_MS)])
      .then(refresh)
      .catch((error: unknown) => showToast('error', error instanceof Error ? error.message : String(error)))
      .finally(() => setCasting(false));
  }

  function openBox(item: FishCatch): void {
    setOpeningId(item.id);
    open
      .mutateAsync(item.id)
      .then((done) => {
        setOpened((previous) => new Set([...previous, done.id]));
        if (done.ornament) showToast('success', t('fishing.caught', { item: done.ornament.name }));
        refresh();
      })
      .catch((error: unknown) => showToast('error', error instanceof Error ? error.message : String(error)))
      .finally(() => setOpeningId(null));
  }

  function stop(): void {
    end.mutate(undefined, { onSuccess: refresh, onError: (error) => showToast('error', error.message) });
  }

  return (
    <section className="box-page__panel session-panel" aria-labelledby="session-title" data-testid="session-panel" data-active={status.active}>
      <header className="session-panel__head">
        <div>
          <p className="session-panel__eyebrow">{status.active ? t('fishing.sessionTitle') : t('fishing.endedTitle')}</p>
          <h2 id="session-title" className="box-page__title">
            {place?.name ?? ''}
          </h2>
        </div>
        {status.mode && <span className={`session-panel__mode session-panel__mode--${status.mode}`}>{t(`fishing.modes.${status.mode}`)}</span>}
      </header>

      <CastScene state={scene} label={status.active ? t('fishing.sessionTitle') : t('fishing.endedTitle')} depth={place?.level ?? 1} />

      <div className="session-panel__stats">
        <div className="session-stat">
          <span className="session-stat__label">{t('fishing.baitLeft')}</span>
          <strong className="session-stat__value" data-testid="bait-left">
            {status.baitLeft} / {status.bait}
          </strong>
          {status.active && (
            <span className="session-stat__bar" aria-hidden="true">
              <span style={{ width: `${status.bait > 0 ? (status.baitLeft / status.bait) * 100 : 0}%` }} />
            </span>
          )}
        </div>
        <div className="session-stat">
          <span className="session-stat__label">{t('fishing.catches')}</span>
          <strong className="session-stat__value" data-testid="catch-count">
            {status.catches}
          </strong>
        </div>
        {status.nextCatchAt !== null && (
          <div className="session-stat">
            <span className="session-stat__label">{t('fishing.nextCatch')}</span>
            <strong className="session-stat__value" data-testid="next-catch">
              <Countdown key={status.nextCatchAt} until={status.nextCatchAt - skewMs} onDone={onDue}>
                {(seconds) => (seconds > 0 ? t('fishing.secondsLeft', { seconds }) : t('fishing.landing'))}
              </Countdown>
            </strong>
            <NextCatchRing key={status.nextCatchAt} until={status.nextCatchAt - skewMs} seconds={status.catchSeconds} />
          </div>
        )}
      </div>

      {status.active ? (
        <div className="session-panel__actions">
          {status.mode === 'entertainment' && (
            <Button size="lg" onClick={castOnce} disabled={casting || status.baitLeft === 0} data-testid="cast">
              <Icon name="fish" size={18} />
              {casting ? t('fishing.casting') : t('fishing.cast')}
            </Button>
          )}
          <Button variant="secondary" onClick={stop} disabled={end.isPending || casting} data-testid="end-fishing">
            {end.isPending ? t('fishing.ending') : t('fishing.end')}
          </Button>
        </div>
      ) : (
        <div className="session-panel__ended" data-testid="session-ended">
          <p>
            <Icon name={status.endReason === 'exhausted' ? 'info' : 'check'} size={16} />
            {status.endReason === 'exhausted' ? t('fishing.exhausted') : t('fishing.endedByYou')}
          </p>
          <Button onClick={onDismiss}>{t('fishing.fishAgain')}</Button>
        </div>
      )}

      <h3 className="spot-panel__label">{t('fishing.recentTitle')}</h3>
      {status.recent.length === 0 ? (
        <p className="box-page__subtitle">{t('fishing.noCatches')}</p>
      ) : (
        <div className="session-panel__catches">
          {status.recent.map((item) => (
            <CatchCard key={item.id} item={item} onOpen={openBox} opening={openingId === item.id} fresh={opened.has(item.id)} />
          ))}
        </div>
      )}
      {shutElsewhere > 0 && (
        <ButtonLink to="/fishingbag" variant="ghost" size="sm">
          <Icon name="box" size={14} />
          {t('fishing.unopened', { count: status.unopened })} · {t('fishing.toBag')}
        </ButtonLink>
      )}
    </section>
  );
}

/** The share of the interval still to wait, as a ring that fills up towards the catch. */
function NextCatchRing({ until, seconds }: { readonly until: number; readonly seconds: number }) {
  const total = seconds * 1000;
  const [left, setLeft] = useState(() => Math.max(0, until - Date.now()));
  useEffect(() => {
    const timer = window.setInterval(() => setLeft(Math.max(0, until - Date.now())), 250);
    return () => window.clearInterval(timer);
  }, [until]);
  const done = total > 0 ? 1 - Math.min(1, left / total) : 1;
  return (
    <svg className="next-ring" viewBox="0 0 36 36" aria-hidden="true">
      <circle cx="18" cy="18" r="15" className="next-ring__track" />
      <circle cx="18" cy="18" r="15" className="next-ring__fill" pathLength={100} strokeDasharray={`${(done * 100).toFixed(1)} 100`} />
    </svg>
  );
}
