import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RECHARGE_ORDER_TIMEOUT_MS } from '@lootbay/shared/constants';
import { formatMoney } from '@lootbay/shared/money';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { formatTime } from '../../../lib/format-time';
import { useCloseOrder } from '../api/close-order';
import { useResumeOrder } from '../api/phone-checkout';
import { rechargeStatusQuery } from '../api/search-recharge-status';
import { useTranslation } from '../../../lib/i18n';
import { rechargeKeys } from '../../../lib/query-keys/recharge-keys';
import { refreshBalances } from '../../../lib/query-keys/member-holdings';

/** How long the page keeps asking in the background while an order awaits payment. */
const POLL_FOR_MS = 120_000;
/** How long "checking payment status" shows before an order still awaiting says so, with what can be done. */
const CHECKING_FOR_MS = 5_000;

interface OrderStatusDialogProps {
  readonly orderNo: string;
  /** The order's checkout as a code to scan (WeChat Pay on a computer), shown while it awaits payment. */
  readonly qrCode?: string | undefined;
  readonly onClose: () => void;
}

/**
 * Shown on return from the checkout, or over a code to scan: the order's real state within
 * seconds of the provider's answer. Paid; failed (no money moved: pay again or close the order);
 * still awaiting (resume paying or close it; the page keeps asking, so a late payment still shows,
 * and while a code is on screen until the order's time is up); or closed.
 */
export function OrderStatusDialog({ orderNo, qrCode, onClose }: OrderStatusDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [round, setRound] = useState(0);
  const [polling, setPolling] = useState(true);
  const [checking, setChecking] = useState(true);
  const status = useQuery(rechargeStatusQuery(orderNo, polling));
  const order = status.data;
  const close = useCloseOrder();
  const [qr, setQr] = useState(qrCode);
  const resume = useResumeOrder(orderNo, (code) => {
    setQr(code);
    setPolling(true);
    setRound((value) => value + 1);
  });

  useEffect(() => {
    const stopPolling = window.setTimeout(() => setPolling(false), qr ? RECHARGE_ORDER_TIMEOUT_MS : POLL_FOR_MS);
    const stopChecking = window.setTimeout(() => setChecking(false), CHECKING_FOR_MS);
    return () => {
      window.clearTimeout(stopPolling);
      window.clearTimeout(stopChecking);
    };
  }, [round, qr]);

  useEffect(() => {
    if (order?.status !== 'success') return;
    refreshBalances(client);
    void client.invalidateQueries({ queryKey: rechargeKeys.lists });
  }, [client, order?.status]);

  const awaiting = order?.status === 'awaiting';
  const failed = awaiting && order.failedAt !== null;
  const actionable = awaiting && order.payable;
  const scanning = actionable && qr !== undefined && !failed;
  const view = !order
    ? status.isError
      ? 'unknown'
      : 'checking'
    : order.status === 'success'
      ? 'paid'
      : order.status === 'timeout'
        ? 'closed'
        : failed
          ? 'failed'
          : scanning
            ? 'scan'
            : checking
              ? 'checking'
              : 'awaiting';

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
          {actionable && (
            <Button variant="secondary" disabled={close.isPending} onClick={() => close.mutate(orderNo)} data-testid="close-order">
              {t('recharge.closeOrder')}
            </Button>
          )}
          {actionable && view !== 'checking' && view !== 'scan' && (
            <Button disabled={resume.isPending} onClick={() => resume.mutate()} data-testid="resume-order">
              {failed ? t('recharge.payAgain') : t('recharge.continuePaying')}
            </Button>
          )}
          {(view === 'unknown' || (awaiting && !polling)) && (
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
          {!actionable && (
            <ButtonLink to="/recharge-list" variant="secondary" onClick={onClose}>
              {t('recharge.viewRecords')}
            </ButtonLink>
          )}
          {!awaiting && <Button onClick={onClose}>{order?.status === 'timeout' ? t('recharge.newOrder') : t('recharge.close')}</Button>}
        </>
      }
    >
      <div className="order-status__body" aria-live="polite" data-testid="order-state" data-state={view}>
        {view === 'checking' && (
          <>
            <span className="order-status__spinner" aria-hidden="true" />
            <p className="order-status__headline">{t('recharge.checking')}</p>
          </>
        )}
        {view === 'paid' && order && (
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
        {view === 'scan' && order && (
          <>
            <p className="order-status__headline">{t('recharge.scanTitle')}</p>
            <img className="order-status__qr" src={qr} alt={t('recharge.scanAlt')} width={200} height={200} data-testid="scan-code" />
            <p className="order-status__text">{t('recharge.scanText', { amount: formatMoney(order.amountPaid) })}</p>
          </>
        )}
        {view === 'failed' && (
          <>
            <span className="order-status__mark order-status__mark--bad" aria-hidden="true">
              <Icon name="close" size={30} />
            </span>
            <p className="order-status__headline">{t('recharge.failedTitle')}</p>
            <p className="order-status__text">{t('recharge.failedText')}</p>
          </>
        )}
        {view === 'awaiting' && (
          <>
            <span className="order-status__mark" aria-hidden="true">
              <Icon name="clock" size={30} />
            </span>
            <p className="order-status__headline">{t('recharge.awaitingTitle')}</p>
            <p className="order-status__text">{t('recharge.awaitingText')}</p>
          </>
        )}
        {view === 'closed' && (
          <>
            <span className="order-status__mark order-status__mark--bad" aria-hidden="true">
              <Icon name="clock" size={30} />
            </span>
            <p className="order-status__headline">{t('recharge.timeoutTitle')}</p>
            <p className="order-status__text">{t('recharge.timeoutText')}</p>
          </>
        )}
        {view === 'unknown' && <p className="order-status__text">{t('recharge.stillWaiting')}</p>}
        {actionable && (
          <p className="order-status__text" data-testid="payable-until">
            {t('recharge.payableUntil', { time: formatTime(order.expiresAt) })}
          </p>
        )}
        <p className="order-status__order">{t('recharge.checkingHint', { orderNo })}</p>
      </div>
    </Dialog>
  );
}
