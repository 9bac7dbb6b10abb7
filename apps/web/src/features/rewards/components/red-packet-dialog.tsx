import { useId, useState, type FormEvent } from 'react';
import { formatMoney } from '@lootbay/shared/money';
import { redPacketCodeSchema } from '@lootbay/shared/schemas/red-packets';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useForm } from '../../../lib/use-form';
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
  const form = useForm({ initial: { code: '' }, rules: () => ({ code: redPacketCodeSchema }), otherRefusals: 'code' });
  const problem = form.problem('code');
  const [won, setWon] = useState<number | null>(null);
  const shown = useCountUp(won ?? 0);
  const id = useId();

  function submit(event: FormEvent): void {
    form.submit(event, async ({ code }) => {
      setWon(await draw.mutateAsync(code.trim()));
      showToast('success', t('rewards.claimedToast'));
    });
  }

  function another(): void {
    setWon(null);
    form.reset();
  }

  return (
    <div className={`red-packet ${won !== null ? 'red-packet--open' : ''} ${form.submitting ? 'red-packet--shaking' : ''}`} data-testid="red-packet">
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
            value={form.values.code}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => form.set('code', event.target.value)}
          />
          {problem && (
            <p id={`${id}-problem`} className="red-packet__problem" role="alert">
              {problem}
            </p>
          )}
          <Button type="submit" block disabled={form.submitting} data-testid="red-packet-open">
            {form.submitting ? t('rewards.opening') : t('rewards.open')}
          </Button>
        </form>
      )}
    </div>
  );
}
