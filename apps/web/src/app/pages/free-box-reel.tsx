import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { OpenResultDialog } from '../../features/boxes/components/open-result-dialog';
import { Roulette } from '../../features/boxes/components/roulette';
import { useBoxOpening } from '../../features/boxes/hooks/use-box-opening';
import { useFreeBox } from '../../features/free-boxes/api/get-free-box';
import { useOpenFreeBox } from '../../features/free-boxes/api/open-free-box';
import { useOpenRefusal } from '../../features/free-boxes/hooks/use-open-refusal';
import { newRequestId } from '../../lib/request-id';
import { showToast } from '../../lib/toasts';
import './free-box-pages.css';
import { useTranslation } from '../../lib/i18n';

/**
 * A free box open as the box page shows one: the open call of the free boxes, then the boxes'
 * roulette strip over the box's odds and their result dialog (keep the item, or sell it at once).
 */
export function useFreeBoxOpener(token: string | null, onLoginRequired: () => void) {
  const open = useOpenFreeBox();
  const opening = useBoxOpening();
  const refusal = useOpenRefusal();
  const [boxId, setBoxId] = useState<string | null>(null);

  function start(id: string): void {
    if (!token) {
      onLoginRequired();
      return;
    }
    setBoxId(id);
    // A new click is a new request: its retries (a lost answer, a seed sent first) reuse this id.
    open.mutate(
      { id, requestId: newRequestId() },
      {
        // A free open is a real one, like a paid open: its item waits in the backpack, to keep or sell.
        onSuccess: (answer) => opening.start('paid', answer, 'normal'),
        onError: (error) => showToast('error', refusal(error)),
      },
    );
  }

  return { boxId, start, pending: open.isPending, busy: open.isPending || opening.spinning, opening };
}

export type FreeBoxOpener = ReturnType<typeof useFreeBoxOpener>;

/** The stage of an open: the strip spinning to the won item, then the result; `idle` shows while nothing is being opened. */
export function FreeBoxReel({ opener, token, idle }: { readonly opener: FreeBoxOpener; readonly token: string | null; readonly idle: ReactNode }) {
  const { t } = useTranslation();
  const box = useFreeBox(opener.boxId, token);
  const stageRef = useRef<HTMLElement>(null);
  const { opening, spinning, skipped, resultOpen, laneDone, skip, closeResult } = opener.opening;
  const openingId = opening?.id;
  // Once its result is dismissed the stage goes back to the box, with its countdown running.
  const showing = opening !== null && (spinning || resultOpen);

  // On a phone the open button sits below the stage: the spin is brought into view.
  useEffect(() => {
    if (openingId !== undefined) stageRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [openingId]);

  return (
    <section ref={stageRef} className="free-reel" aria-label={t('freebox.stageTitle')}>
      {showing && box.data ? (
        <div className="free-reel__strips">
          {opening.rolls.map((roll, lane) => (
            <Roulette key={`${opening.id}-${lane}`} pool={box.data.ornaments} won={roll.ornament} seed={roll.seed} speed={opening.speed} skipped={skipped} onDone={laneDone} />
          ))}
          {spinning && (
            <Button size="sm" variant="ghost" onClick={skip} disabled={skipped} className="free-reel__skip">
              {t('freebox.skip')}
            </Button>
          )}
        </div>
      ) : opener.pending ? (
        <p className="free-reel__progress" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('freebox.opening')}
        </p>
      ) : (
        idle
      )}
      {opening && <OpenResultDialog open={resultOpen} mode="paid" rolls={opening.rolls} onClose={closeResult} onAgain={closeResult} />}
    </section>
  );
}
