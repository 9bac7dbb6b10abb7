import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { closeLowBalanceDialog } from '../../../lib/low-balance';
import { useLowBalanceRequest } from '../../../lib/use-low-balance-request';
import './recharge.css';
import { useTranslation } from '../../../lib/i18n';

/**
 * Spec point 8: an insufficient balance offers a trip to the recharge centre; confirm goes there.
 * Mounted once by the layout; any feature opens it with `openLowBalanceDialog()` or
 * `offerForRefusal(error)` from `lib/offer-for-refusal`.
 */
export function LowBalanceDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useLowBalanceRequest();

  return (
    <Dialog
      open={request?.kind === 'recharge'}
      size="sm"
      title={t('recharge.lowBalanceTitle')}
      closeLabel={t('recharge.close')}
      onClose={closeLowBalanceDialog}
      className="low-balance"
      footer={
        <>
          <Button variant="secondary" onClick={closeLowBalanceDialog}>
            {t('recharge.lowBalanceCancel')}
          </Button>
          <Button
            onClick={() => {
              closeLowBalanceDialog();
              void navigate('/recharge');
            }}
          >
            <Icon name="wallet" size={18} />
            {t('recharge.lowBalanceConfirm')}
          </Button>
        </>
      }
    >
      <div className="low-balance__body">
        <span className="low-balance__icon" aria-hidden="true">
          <Icon name="wallet" size={28} />
        </span>
        <p>{t('recharge.lowBalanceText')}</p>
      </div>
    </Dialog>
  );
}
