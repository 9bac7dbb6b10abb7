import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney } from '@lootbay/shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { closeLowBalanceDialog } from '../../../lib/low-balance';
import { showToast } from '../../../lib/toasts';
import { useUpdateConversionStatus } from '../api/update-conversion-status';
import { useLowBalanceRequest } from '../../../lib/use-low-balance-request';
import './wallet.css';
import { useTranslation } from '../../../lib/i18n';

/**
 * Spec point 8: 'insufficient ingots or coins' offers deduction with jade (the refused purchase is
 * repeated with jade allowed) and switching on automatic conversion for later purchases.
 */
export function JadeOfferDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useLowBalanceRequest();
  const conversion = useUpdateConversionStatus();
  const [auto, setAuto] = useState(false);
  const offer = request?.kind === 'jade' ? request : null;
  const covered = offer ? offer.offer.canDeductWithJade && offer.offer.jade >= offer.offer.shortfall : false;

  async function deduct(): Promise<void> {
    if (!offer) return;
    if (auto) {
      try {
        await conversion.mutateAsync(true);
        showToast('success', t('wallet.autoOn'));
      } catch {
        return;
      }
    }
    closeLowBalanceDialog();
    offer.retryWithJade?.();
  }

  return (
    <Dialog
      open={offer !== null}
      size="sm"
      title={t('wallet.jadeTitle')}
      closeLabel={t('recharge.close')}
      onClose={closeLowBalanceDialog}
      className="jade-offer"
      footer={
        <>
          <Button variant="secondary" onClick={closeLowBalanceDialog}>
            {t('wallet.jadeCancel')}
          </Button>
          {covered && offer?.retryWithJade ? (
            <Button onClick={() => void deduct()} disabled={conversion.isPending}>
              {t('wallet.jadeDeduct')}
            </Button>
          ) : (
            <Button
              onClick={() => {
                closeLowBalanceDialog();
                void navigate('/recharge');
              }}
            >
              {t('wallet.jadeRecharge')}
            </Button>
          )}
        </>
      }
    >
      {offer && (
        <div className="jade-offer__body">
          <span className="jade-offer__gem" aria-hidden="true">
            <Icon name="sparkles" size={26} />
          </span>
          <p>
            {t('wallet.jadeText', {
              shortfall: formatMoney(offer.offer.shortfall),
              currency: t(`wallet.currencies.${offer.offer.currency}`),
              jade: formatMoney(offer.offer.jade),
            })}
          </p>
          {covered ? (
            offer.retryWithJade && (
              <label className="wallet-check">
                <input type="checkbox" checked={auto} onChange={(event) => setAuto(event.target.checked)} />
                <span>{t('wallet.jadeAuto')}</span>
              </label>
            )
          ) : (
            <p className="jade-offer__short">{t('wallet.jadeShort')}</p>
          )}
        </div>
      )}
    </Dialog>
  );
}
