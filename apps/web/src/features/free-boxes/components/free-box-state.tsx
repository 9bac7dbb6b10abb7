import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { FreeBox } from '@lootbay/shared/schemas/activity';
import { Button } from '../../../components/ui/button';
import { Countdown } from '../../../components/ui/countdown';
import { Icon } from '../../../components/ui/icon';
import { countdownClock } from '../../../lib/format-countdown';
import './free-boxes.css';
import { useTranslation } from '../../../lib/i18n';
import { freeBoxesKeys } from '../../../lib/query-keys/free-boxes-keys';

interface FreeBoxStateProps {
  readonly box: FreeBox;
  readonly signedIn: boolean;
  /** An open is under way (this box's or another's): the buttons hold still. */
  readonly busy: boolean;
  readonly onOpen: (box: FreeBox) => void;
}

/** What the member can do with a free box now: open it, wait for its 24-hour countdown, or reach its level first. */
export function FreeBoxState({ box, signedIn, busy, onOpen }: FreeBoxStateProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // The countdown reached zero: the boxes are read again, this one openable.
  const ready = useCallback(() => void client.invalidateQueries({ queryKey: freeBoxesKeys.all }), [client]);
  if (signedIn && box.locked) {
    return (
      <p className="free-state free-state--locked" data-testid="free-box-state" data-state="locked">
        <Icon name="lock" size={16} />
        {t('freebox.locked', { level: box.level })}
      </p>
    );
  }
  if (box.nextAt !== null) {
    return (
      <p className="free-state free-state--waiting" data-testid="free-box-state" data-state="waiting">
        <Icon name="clock" size={16} />
        <span>{t('freebox.opensAgainIn')}</span>
        <strong className="free-state__clock" data-testid="free-box-countdown">
          <Countdown until={box.nextAt} onDone={ready}>
            {countdownClock}
          </Countdown>
        </strong>
      </p>
    );
  }
  return (
    <Button block onClick={() => onOpen(box)} disabled={busy} data-testid="open-free-box">
      <Icon name={signedIn ? 'gift' : 'user'} size={18} />
      {signedIn ? t('freebox.open') : t('freebox.signInToOpen')}
    </Button>
  );
}
