import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { rechargeStatusSchema } from '@lootbay/shared/schemas/recharge';
import { moneyOrderDetailSchema, moneyOrdersPageSchema, type MoneyOrder, type PayCallback } from '@lootbay/shared/schemas/console-money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useConsoleQuery } from '../../api/use-console';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { formatMoment, money } from '../../ui/format';
import { Moment } from '../../ui/moment';
import { Screen } from '../../ui/screen';

const NO_FILTERS = { status: '', userId: '', orderNo: '' };

/** One order with every provider callback about it, oldest first. */
function OrderDialog({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const t = useConsoleTexts().money;
  const common = useConsoleTexts().common;
  const order = useConsoleQuery('money/order', { orderNo: orderNo ?? '' }, moneyOrderDetailSchema, { enabled: orderNo !== null }).data;
  const columns: Column<PayCallback>[] = [
    { key: 'receivedAt', label: t.receivedAt, value: (row) => row.receivedAt, render: (row) => <Moment at={row.receivedAt} /> },
    { key: 'provider', label: t.provider, value: (row) => row.provider },
    { key: 'eventId', label: t.eventId, value: (row) => row.eventId },
    { key: 'outcome', label: t.outcome, value: (row) => row.outcome, render: (row) => <span className={row.outcome === 'credited' ? 'cx-badge cx-badge--good' : 'cx-badge cx-badge--warn'}>{row.outcome}</span> },
    { key: 'detail', label: t.detail, value: (row) => JSON.stringify(row.detail), render: (row) => <code className="cx-clip">{JSON.stringify(row.detail)}</code> },
  ];
  return (
    <Dialog open={orderNo !== null} title={`${t.orderNo} ${orderNo ?? ''}`} onClose={onClose} closeLabel={common.close} className="cx-dialog cx-dialog--wide">
      {order && order.orderNo === orderNo ? (
        <>
          <dl className="cx-facts">
            {(
              [
                [t.userId, order.userId],
                [t.status, t.statusNames[order.status]],
                [t.payType, `${order.payType} · ${order.provider}`],
                [t.amountPaid, money(order.amountPaid)],
                [t.coins, money(order.coins)],
                [t.bonus, money(order.bonus)],
                [t.firstBonus, money(order.firstBonus)],
                [t.amountReceived, money(order.amountReceived)],
                [t.createdAt, formatMoment(order.createdAt)],
                [t.paidAt, formatMoment(order.paidAt)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="cx-section__title">{t.callbacks}</h3>
          <DataTable label={t.callbacks} columns={columns} rows={order.callbacks} rowKey={(row) => row.id} csvName={`order-${order.orderNo}-callbacks`} />
        </>
      ) : (
        <p className="cx-note">{common.loading}</p>
      )}
    </Dialog>
  );
}

/** Recharge orders, newest first, filtered by status, player or number; a row shows its callbacks. */
export default function OrdersScreen() {
  const t = useConsoleTexts().money;
  const common = useConsoleTexts().common;
  const [draft, setDraft] = useState(NO_FILTERS);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [open, setOpen] = useState<string | null>(null);
  const list = usePagedList('money/orders', Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')), moneyOrdersPageSchema);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ status: draft.status, userId: draft.userId.trim(), orderNo: draft.orderNo.trim() });
  };

  const columns: Column<MoneyOrder>[] = [
    { key: 'createdAt', label: t.createdAt, value: (row) => row.createdAt, render: (row) => <Moment at={row.createdAt} /> },
    { key: 'orderNo', label: t.orderNo, value: (row) => row.orderNo, render: (row) => <button type="button" className="cx-link" onClick={() => setOpen(row.orderNo)}>{row.orderNo}</button> },
    { key: 'userId', label: t.userId, value: (row) => row.userId, render: (row) => <Link to={`/admin/players/${row.userId}`}>{row.userId}</Link> },
    { key: 'payType', label: t.payType, value: (row) => row.payType },
    { key: 'status', label: t.status, value: (row) => row.status, render: (row) => <span className={row.status === 'success' ? 'cx-badge cx-badge--good' : 'cx-badge'}>{t.statusNames[row.status]}</span> },
    { key: 'amountPaid', label: t.amountPaid, numeric: true, value: (row) => row.amountPaid, render: (row) => money(row.amountPaid) },
    { key: 'amountReceived', label: t.amountReceived, numeric: true, value: (row) => row.amountReceived, render: (row) => money(row.amountReceived) },
    { key: 'paidAt', label: t.paidAt, value: (row) => row.paidAt, render: (row) => <Moment at={row.paidAt} /> },
  ];

  return (
    <Screen title={t.orders} testId="orders-screen">
      <form className="cx-filters" onSubmit={apply}>
        <Field label={t.status}>
          {(id) => (
            <select id={id} className="cx-input" value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value })}>
              <option value="">{common.all}</option>
              {rechargeStatusSchema.options.map((status) => (
                <option key={status} value={status}>
                  {t.statusNames[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.userId}>{(id) => <input id={id} className="cx-input" value={draft.userId} onChange={(event) => setDraft({ ...draft, userId: event.target.value })} />}</Field>
        <Field label={t.orderNo}>{(id) => <input id={id} className="cx-input" value={draft.orderNo} onChange={(event) => setDraft({ ...draft, orderNo: event.target.value })} />}</Field>
        <Button type="submit">{common.search}</Button>
      </form>
      <DataTable label={t.orders} columns={columns} rowKey={(row) => row.orderNo} csvName="orders" testId="orders-table" {...list} />
      <OrderDialog orderNo={open} onClose={() => setOpen(null)} />
    </Screen>
  );
}
