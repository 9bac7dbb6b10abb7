import { useEffect, useState } from 'react';
import { errorCode } from '../../../lib/error-codes';
import { OPEN_COUNT } from '@lootbay/shared/schemas/boxes';
import type { BoxDetail } from '@lootbay/shared/schemas/catalog';
import { BOX_KIND } from '@lootbay/shared/catalog';
import { formatMoney } from '@lootbay/shared/money';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { ApiError } from '../../../lib/api-client';
import { playLanding, setSoundMuted, unlockSound, useSoundMuted } from '../../../lib/landing-sound';
import { offerForRefusal } from '../../../lib/offer-for-refusal';
import { newRequestId } from '../../../lib/request-id';
import { currentSession } from '../../../lib/session';
import { showToast } from '../../../lib/toasts';
import { guidedOpenBox } from '../api/guided-open-box';
import { useOpenBox } from '../api/open-box';
import { useTryOpenBox } from '../api/try-open-box';
import { useBoxOpening } from '../hooks/use-box-opening';
import { useSessionToken } from '../../../lib/use-session-token';
import { OpenResultDialog } from './open-result-dialog';
import { Roulette } from './roulette';
import './boxes.css';
import { useTranslation } from '../../../lib/i18n';

const COUNTS = Array.from({ length: OPEN_COUNT.max }, (_, index) => index + OPEN_COUNT.min);

/** Remembers on this device that the member has had the guided first open, so it is offered once. */
function guideKey(): string {
  return `lootbay.guidedOpenDone.${currentSession().user?.userId ?? ''}`;
}

function guideDoneHere(): boolean {
  try {
    return localStorage.getItem(guideKey()) === '1';
  } catch {
    return false;
  }
}

function markGuideDone(): void {
  try {
    localStorage.setItem(guideKey(), '1');
  } catch {
    // Storage may be full or blocked; the server still refuses a second guided open.
  }
}

interface BoxOpenerProps {
  readonly box: BoxDetail;
  /** A visitor asked to open: the page shows the sign-in dialog. */
  readonly onLoginRequired: () => void;
}

/** The open buttons (×1 to ×5, try-out, guided first open), the roulette strips and the result. */
export function BoxOpener({ box, onLoginRequired }: BoxOpenerProps) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [count, setCount] = useState(1);
  const [quick, setQuick] = useState(false);
  const [guideDone, setGuideDone] = useState(guideDoneHere);
  const [guidePending, setGuidePending] = useState(false);
  const openBox = useOpenBox();
  const tryOpen = useTryOpenBox();
  const { opening, spinning, landed, skipped, resultOpen, start, laneDone, skip, closeResult } = useBoxOpening();
  const muted = useSoundMuted();
  const free = box.kind === BOX_KIND.free;
  const busy = openBox.isPending || tryOpen.isPending || guidePending || spinning;
  const speed = quick ? 'quick' : 'normal';

  useEffect(() => {
    if (landed && opening) playLanding(Math.max(...opening.rolls.map((roll) => roll.ornament.grade)));
  }, [landed, opening]);

  function open(useJade = false): void {
    if (!token) {
      onLoginRequired();
      return;
    }
    unlockSound();
    // A new click is a new request; the jade retry below is one too, since it asks for something else.
    openBox.mutate(
      { id: box.id, num: count, useJade, requestId: newRequestId(), oddsVersion: box.oddsVersion, price: box.price },
      {
        onSuccess: (answer) => start('paid', answer, speed),
        // A shortfall opens the recharge (or jade) offer; any other refusal, such as the adults-only
        // check or changed odds (the page then shows the new ones), shows the server's message.
        onError: (error) => {
          if (!offerForRefusal(error, () => open(true))) showToast('error', error.message);
        },
      },
    );
  }

  function tryOut(): void {
    unlockSound();
    tryOpen.mutate({ id: box.id, num: count }, { onSuccess: (answer) => start('try', answer, speed) });
  }

  function guided(): void {
    unlockSound();
    setGuidePending(true);
    const done = () => {
      markGuideDone();
      setGuideDone(true);
    };
    guidedOpenBox(box.id)
      .then((answer) => {
        done();
        start('guided', answer, 'normal');
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.code === errorCode('GUIDE_ALREADY_DONE')) done();
        else showToast('error', error instanceof Error ? error.message : String(error));
      })
      .finally(() => setGuidePending(false));
  }

  const label = opening?.mode === 'try' ? t('boxes.tryLabel') : opening?.mode === 'guided' ? t('boxes.guidedLabel') : null;

  return (
    <section className="opener" aria-label={t('boxes.openTitle')}>
      <div className={`opener__stage ${opening && opening.rolls.length > 1 ? 'opener__stage--multi' : ''}`}>
        {label && <span className="opener__mode">{label}</span>}
        {opening ? (
          opening.rolls.map((roll, lane) => (
            <Roulette
              key={`${opening.id}-${lane}`}
              pool={box.ornaments}
              won={roll.ornament}
              seed={roll.seed}
              speed={opening.speed}
              skipped={skipped}
              compact={opening.rolls.length > 1}
              onDone={laneDone}
            />
          ))
        ) : (
          <div className="opener__idle">
            <img src={box.image} alt="" className="opener__box" />
            <p>{t(free ? 'boxes.freeHint' : 'boxes.idleHint', { level: box.level })}</p>
          </div>
        )}
        {(openBox.isPending || tryOpen.isPending || guidePending) && (
          <div className="opener__progress" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('boxes.opening')}
          </div>
        )}
      </div>

      <div className="opener__controls">
        <div className="opener__counts" role="group" aria-label={t('boxes.count')}>
          {COUNTS.map((value) => (
            <button key={value} type="button" className="chip" aria-pressed={count === value} onClick={() => setCount(value)} disabled={busy}>
              ×{value}
            </button>
          ))}
        </div>
        <div className="opener__actions">
          {!free && (
            <Button size="lg" onClick={() => open()} disabled={busy} className="opener__open">
              <Icon name="box" />
              {t('boxes.open', { count, price: formatMoney(box.price * count) })}
            </Button>
          )}
          <Button size="lg" variant="secondary" onClick={tryOut} disabled={busy}>
            <Icon name="sparkles" />
            {t('boxes.tryOut')}
          </Button>
          {spinning ? (
            <Button size="lg" variant="ghost" onClick={skip} disabled={skipped}>
              {t('boxes.skip')}
            </Button>
          ) : (
            <label className="opener__quick">
              <input type="checkbox" checked={quick} onChange={(event) => setQuick(event.target.checked)} />
              <Icon name="zap" size={16} />
              {t('boxes.quickOpen')}
            </label>
          )}
          <button type="button" className="opener__sound" aria-pressed={!muted} onClick={() => setSoundMuted(!muted)} data-testid="landing-sound">
            <Icon name={muted ? 'soundOff' : 'sound'} size={18} />
            <span className="visually-hidden">{t('boxes.sound')}</span>
          </button>
        </div>
      </div>

      {token && !guideDone && !free && (
        <aside className="opener__guide">
          <Icon name="sparkles" />
          <p>{t('boxes.guidedText')}</p>
          <Button size="sm" variant="secondary" onClick={guided} disabled={busy}>
            {t('boxes.guidedAction')}
          </Button>
        </aside>
      )}

      {opening && <OpenResultDialog open={resultOpen} mode={opening.mode} rolls={opening.rolls} onClose={closeResult} onAgain={opening.mode === 'paid' ? () => open() : tryOut} />}
    </section>
  );
}
