import { useState } from 'react';
import { formatMoney } from '@lootbay/shared/money';
import { PAY_TYPES, type PayType } from '@lootbay/shared/pay-types';
import type { PayInfo } from '@lootbay/shared/schemas/recharge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { currentLocale, errorMessage, useTranslation } from '../../../lib/i18n';
import { useCloseOrder } from '../api/close-order';
import { useRechargeList } from '../api/get-recharge-list';
import { useResumeOrder } from '../api/phone-checkout';
import { formatTime } from '../../../lib/format-time';
import { OrderStatusDialog } from './order-status-dialog';
import './recharge.css';

function sourceLabel(source: string): 'package' | 'custom' | null {
  return source === 'package' || source === 'custom' ? source : null;
}

/** An order awaiting payment can be paid (again, after a failed attempt) or closed from the records, until it expires. */
function PendingActions({ order }: { readonly order: PayInfo }) {
  const { t } = useTranslation();
  const close = useCloseOrder();
  const [qrCode, setQrCode] = useState<string | null>(null);
  const resume = useResumeOrder(order.orderNo, setQrCode);
  return (
    <div className="order-row__actions">
      {order.failedAt !== null && <span className="order-row__failed">{t('recharge.failedTitle')}</span>}
      <span className="order-row__time">{t('recharge.payableUntil', { time: formatTime(order.expiresAt) })}</span>
      <Button size="sm" variant="secondary" disabled={close.isPending} onClick={() => close.mutate(order.orderNo)}>
        {t('recharge.closeOrder')}
      </Button>
      <Button size="sm" disabled={resume.isPending} onClick={() => resume.mutate()}>
        {order.failedAt !== null ? t('recharge.payAgain') : t('recharge.continuePaying')}
      </Button>
      {qrCode && <OrderStatusDialog orderNo={order.orderNo} qrCode={qrCode} onClose={() => setQrCode(null)} />}
    </div>
  );
}

function OrderRow({ order }: { readonly order: PayInfo }) {
  const { t } = useTranslation();
  const payTypeName = Object.hasOwn(PAY_TYPES, order.payType) ? PAY_TYPES[order.payType as PayType][currentLocale()] : order.payType;
  const source = sourceLabel(order.source);
  return (
    <li className="order-row" data-testid="recharge-record">
      <div className="order-row__head">
        <span className={`order-status-pill order-status-pill--${order.status}`}>{t(`recharge.statuses.${order.status}`)}</span>
        <span className="order-row__time">{formatTime(order.createdAt)}</span>
      </div>
      <dl className="order-row__facts">
        <div>
          <dt>{t('recharge.amountPaid')}</dt>
          <dd>{t('recharge.price', { amount: formatMoney(order.amountPaid) })}</dd>
        </div>
        <div>
          <dt>{t('recharge.amountReceived')}</dt>
          <dd className="order-row__received">
            {formatMoney(order.amountReceived)}
            {order.bonus + order.firstBonus > 0 && order.status === 'success' && (
              <small className="order-row__bonus">{t('recharge.paidBonus', { amount: formatMoney(order.bonus + order.firstBonus) })}</small>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('recharge.source')}</dt>
          <dd>{source ? t(`recharge.sources.${source}`) : order.source}</dd>
        </div>
        <div>
          <dt>{t('recharge.payType')}</dt>
          <dd>{payTypeName}</dd>
        </div>
      </dl>
      {order.refundedAmount > 0 && (
        <p className="order-row__refunded" data-testid="recharge-refunded">
          {t('recharge.refunded', { amount: formatMoney(order.refundedAmount) })}
        </p>
      )}
      <p className="order-row__no">
        {t('recharge.orderNo')} <span>{order.orderNo}</span>
      </p>
      {order.status === 'awaiting' && order.payable && <PendingActions order={order} />}
    </li>
  );
}

/** `/member/getUserRechargeList`: the member's orders with status, amounts and time, a page at a time. */
export function RechargeRecords() {
  const { t } = useTranslation();
  const list = useRechargeList();
  const orders = list.data?.pages.flatMap((page) => page.list) ?? [];
  const done = list.data !== undefined && !list.hasNextPage;

  if (list.isPending) {
    return (
      <div className="records-skeleton" aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <span key={row} />
        ))}
      </div>
    );
  }
  if (orders.length === 0) {
    return (
      <EmptyState
        icon="wallet"
        title={t('recharge.emptyTitle')}
        text={t('recharge.emptyText')}
        action={<ButtonLink to="/recharge">{t('recharge.goRecharge')}</ButtonLink>}
      />
    );
  }
  return (
    <>
      <ul className="order-list">
        {orders.map((order) => (
          <OrderRow key={order.orderNo} order={order} />
        ))}
      </ul>
      {done ? (
        <p className="records-end">{errorMessage('NO_MORE_DATA', currentLocale())}</p>
      ) : (
        <Button variant="secondary" block onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {t('recharge.loadMore')}
        </Button>
      )}
    </>
  );
}
