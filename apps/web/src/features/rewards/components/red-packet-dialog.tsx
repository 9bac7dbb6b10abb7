import { useId, useState, type FormEvent } from 'react';
import { formatMoney } from '@lootbay/shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { currentLocale, errorMessage, useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useDrawRedGift } from '../api/draw-red-gift';
import { closeRedPacketDialog, useRedPacketDialogOpen } from '../hooks/red-packet-dialog';
import { useCountUp } from '../hooks/use-count-up';
import './red-packet.css';

/**
 * The red packet dialog (spec point 2): a code in, the packet opens and counts up to what was won;
 * a refusal (unknown, expired, used up, claimed) is the server's message, shown in the dialog.
 */
export function RedPacketDialog() {
  const { t } = useTranslation();
  const open = useRedPacketDialogOpen();
  // The dialog draws its body only while open, so each opening starts from an empty form.
  return (
    <Dialog open={open} title={t('rewards.redPacket')} onClose={closeRedPacketDialog} closeLabel={t('rewards.close')} size="sm" className="red-packet-dialog">
      <RedPacketBody />
    </Dialog>
  );
}

function RedPacketBody() {
  const { t } = useTranslation();
  const draw = useDrawRedGift();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [won, setWon] = useState<number | null>(null);
  const shown = useCountUp(won ?? 0);
  const id = useId();

  function submit(event: FormEvent): void {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setProblem(errorMessage('RED_PACKET_CODE_REQUIRED', currentLocale()));
      return;
    }
    setProblem(null);
    draw.mutate(typed, {
      onSuccess: (amount) => {
        setWon(amount);
        showToast('success', t('rewards.claimedToast'));
      },
      onError: (error) => setProblem(error instanceof ApiError ? error.message : t('rewards.loadError')),
    });
  }

  function another(): void {
    setWon(null);
    setCode('');
  }

  return (
    <div className={`red-packet ${won !== null ? 'red-packet--open' : ''} ${draw.isPending ? 'red-packet--shaking' : ''}`} data-testid="red-packet">
      <div className="red-packet__envelope" aria-hidden="true">
        <span className="red-packet__flap" />
        <span className="red-packet__seal">{won !== null ? '✓' : '福'}</span>
      </div>
      {won !== null ? (
        <div className="red-packet__result" role="status">
          <p className="red-packet__won">{t('rewards.won')}</p>
          <p className="red-packet__amount" data-testid="red-packet-amount" data-amount={won}>
            {t('rewards.wonCoins', { amount: formatMoney(shown) })}
          </p>
          <p className="red-packet__note">{t('rewards.claimedToast')} · {t('rewards.wonNote')}</p>
          <div className="red-packet__actions">
            <Button variant="secondary" onClick={another}>
              {t('rewards.another')}
            </Button>
            <Button onClick={closeRedPacketDialog}>{t('rewards.close')}</Button>
          </div>
        </div>
      ) : (
        <form className="red-packet__form" noValidate onSubmit={submit}>
          <p className="red-packet__lead">{t('rewards.redPacketLead')}</p>
          <label htmlFor={`${id}-code`} className="red-packet__label">
            {t('rewards.codeLabel')}
          </label>
          <input
            id={`${id}-code`}
            className="red-packet__input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck="false"
            maxLength={32}
            placeholder={t('rewards.codePlaceholder')}
            value={code}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          {problem && (
            <p id={`${id}-problem`} className="red-packet__problem" role="alert">
              {problem}
            </p>
          )}
          <Button type="submit" block disabled={draw.isPending} data-testid="red-packet-open">
            {draw.isPending ? t('rewards.opening') : t('rewards.open')}
          </Button>
        </form>
      )}
    </div>
  );
}
