import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@lootbay/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { formatTime } from '../../../lib/format-time';
import { currentPlatform } from '../../../lib/platform';
import { payInfoQuery } from '../api/get-pay-info';
import { phoneCheckout } from '../api/phone-checkout';
import { rechargeStatusQuery } from '../api/search-recharge-status';

/** How long the page keeps asking before it suggests checking the records later. */
const POLL_FOR_MS = 120_000;

interface OrderStatusDialogProps {
  readonly orderNo: string;
  readonly onClose: () => void;
}

/**
 * Shown on return from the checkout: polls the order while 'checking payment status', then the
 * outcome. A phone asks the phone payment page's call, which also says whether the order can
 * still be paid, and offers to go back to the phone checkout until it expires.
 */
export function OrderStatusDialog({ orderNo, onClose }: OrderStatusDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [phone] = useState(() => currentPlatform() === 'h5');
  const [round, setRound] = useState(0);
  const [polling, setPolling] = useState(true);
  const desk = useQuery({ ...rechargeStatusQuery(orderNo, polling), enabled: !phone });
  const info = useQuery({ ...payInfoQuery(orderNo, polling), enabled: phone });
  const status = phone ? info : desk;
  const order = status.data;
  const settled = order?.status === 'success' || order?.status === 'timeout';
  const resumable = info.data?.status === 'awaiting' && info.data.payable ? info.data : null;
  const resume = useMutation({
    mutationFn: () => phoneCheckout(orderNo),
    onSuccess: (checkout) => window.location.assign(checkout.payUrl),
  });

  useEffect(() => {
    const timer = window.setTimeout(() => setPolling(false), POLL_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [round]);

  useEffect(() => {
    if (order?.status !== 'success') return;
    void client.invalidateQueries({ queryKey: ['wallet'] });
    void client.invalidateQueries({ queryKey: ['recharge', 'list'] });
  }, [client, order?.status]);

  const checking = !settled && polling && !status.isError;

  return (
    <Dialog
      open
      size="sm"
      title={t('recharge.statusTitle')}
      closeLabel={t('recharge.close')}
      onClose={onClose}
      className="order-status"
      footer={
        <>
          {resumable && (
            <Button variant="secondary" disabled={resume.isPending} onClick={() => resume.mutate()}>
              {t('recharge.continuePaying')}
            </Button>
          )}
          {!settled && !checking && (
            <Button
              variant="secondary"
              onClick={() => {
                setPolling(true);
                setRound((value) => value + 1);
                void status.refetch();
              }}
            >
              {t('recharge.checkAgain')}
            </Button>
          )}
          <ButtonLink to="/recharge-list" variant={order?.status === 'success' ? 'secondary' : 'primary'} onClick={onClose}>
            {t('recharge.viewRecords')}
          </ButtonLink>
          {order?.status === 'success' && <Button onClick={onClose}>{t('recharge.close')}</Button>}
        </>
      }
    >
      <div className="order-status__body" aria-live="polite">
        {checking && (
          <>
            <span className="order-status__spinner" aria-hidden="true" />
            <p className="order-status__headline">{t('recharge.checking')}</p>
          </>
        )}
        {order?.status === 'success' && (
          <>
            <span className="order-status__mark order-status__mark--ok" aria-hidden="true">
              <Icon name="check" size={30} />
            </span>
            <p className="order-status__headline">{t('recharge.paidTitle')}</p>
            <p className="order-status__amount" data-testid="recharge-received">
              {t('recharge.paidText', { amount: formatMoney(order.amountReceived) })}
            </p>
            {order.bonus + order.firstBonus > 0 && (
              <p className="order-status__bonus" data-testid="recharge-bonus">
                {t('recharge.paidBonus', { amount: formatMoney(order.bonus + order.firstBonus) })}
              </p>
            )}
          </>
        )}
        {order?.status === 'timeout' && (
          <>
            <span className="order-status__mark order-status__mark--bad" aria-hidden="true">
              <Icon name="clock" size={30} />
            </span>
            <p className="order-status__headline">{t('recharge.timeoutTitle')}</p>
            <p className="order-status__text">{t('recharge.timeoutText')}</p>
          </>
        )}
        {!settled && !checking && <p className="order-status__text">{t('recharge.stillWaiting')}</p>}
        {resumable && (
          <p className="order-status__text" data-testid="payable-until">
            {t('recharge.payableUntil', { time: formatTime(resumable.expiresAt) })}
          </p>
        )}
        <p className="order-status__order">{t('recharge.checkingHint', { orderNo })}</p>
      </div>
    </Dialog>
  );
}
