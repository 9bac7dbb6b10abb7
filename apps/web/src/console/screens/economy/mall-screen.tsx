import { useState, type FormEvent } from 'react';
import { consoleMallItemPageSchema, consoleMallItemSchema, type ConsoleMallItem } from '@lootbay/shared/schemas/console-economy';
import { MALL_CURRENCIES, type MallCurrency } from '@lootbay/shared/schemas/shop';
import { Button } from '../../../components/ui/button';
import { useConsoleChange } from '../../api/use-console';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { money } from '../../ui/format';
import { Moment } from '../../ui/moment';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen, Section } from '../../ui/screen';

type Draft = { readonly id?: string; readonly ornamentId: string; readonly price: string; readonly currency: MallCurrency; readonly stock: number; readonly visible: boolean; readonly sort: number };

const NEW_ITEM: Draft = { ornamentId: '', price: '1.00', currency: 'coin', stock: 10, visible: true, sort: 0 };

/** A mall item's editor: restock, reprice, hide or show it; or put a catalogue item on sale. */
function ItemEditor({ draft: start, title, onDone }: { readonly draft: Draft; readonly title: string; readonly onDone: () => void }) {
  const t = useConsoleTexts().economy;
  const common = useConsoleTexts().common;
  const reason = useReasonDialog();
  const save = useConsoleChange('economy/mall/save', consoleMallItemSchema, common.saved);
  const [draft, setDraft] = useState(start);
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = Math.round(Number(draft.price) * 100);
    reason.ask(fillText(t.saveSummary, { name: title, price: money(price), currency: t.currencies[draft.currency], stock: draft.stock, visible: draft.visible ? t.shown : t.hidden }), async (why) => {
      await save.mutateAsync({ ...(draft.id ? { id: draft.id } : {}), ornamentId: draft.ornamentId, price, currency: draft.currency, stock: draft.stock, visible: draft.visible, sort: draft.sort, reason: why });
      onDone();
    });
  };

  return (
    <Section title={title}>
      <form className="cx-form cx-form--columns" onSubmit={submit} data-testid="mall-item-editor">
        <Field label={t.ornamentId}>{(id) => <input id={id} className="cx-input" required disabled={draft.id !== undefined} value={draft.ornamentId} onChange={(event) => set({ ornamentId: event.target.value.trim() })} />}</Field>
        <Field label={t.price}>{(id) => <input id={id} className="cx-input cx-input--narrow" inputMode="decimal" required pattern="\d+(\.\d{1,2})?" value={draft.price} onChange={(event) => set({ price: event.target.value })} />}</Field>
        <Field label={t.currency}>
          {(id) => (
            <select id={id} className="cx-input" value={draft.currency} onChange={(event) => set({ currency: event.target.value as MallCurrency })}>
              {MALL_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {t.currencies[currency]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.stock}>{(id) => <input id={id} className="cx-input cx-input--narrow" type="number" min={0} max={1_000_000} required value={draft.stock} onChange={(event) => set({ stock: Number(event.target.value) })} />}</Field>
        <Field label={t.sort}>{(id) => <input id={id} className="cx-input cx-input--narrow" type="number" value={draft.sort} onChange={(event) => set({ sort: Number(event.target.value) })} />}</Field>
        <label className="cx-field">
          <span className="cx-field__label">{t.visible}</span>
          <input type="checkbox" checked={draft.visible} onChange={(event) => set({ visible: event.target.checked })} />
        </label>
        <div className="cx-filters">
          <Button type="submit">{t.save}</Button>
          <Button variant="ghost" onClick={onDone}>
            {common.cancel}
          </Button>
        </div>
      </form>
      {reason.dialog}
    </Section>
  );
}

/** The mall: every item with its price, currency, stock and whether players see it; edited in place. */
export default function MallScreen() {
  const t = useConsoleTexts().economy;
  const common = useConsoleTexts().common;
  const may = useMay();
  const [name, setName] = useState('');
  const list = usePagedList('economy/mall', name ? { name } : {}, consoleMallItemPageSchema);
  const [editing, setEditing] = useState<{ readonly draft: Draft; readonly title: string } | null>(null);
  const edit = (row: ConsoleMallItem) => setEditing({ title: row.name, draft: { id: row.id, ornamentId: row.ornamentId, price: (row.price / 100).toFixed(2), currency: row.currency, stock: row.stock, visible: row.visible, sort: row.sort } });

  const columns: Column<ConsoleMallItem>[] = [
    { key: 'name', label: t.name, value: (row) => row.name },
    { key: 'weaponType', label: t.kind, value: (row) => row.weaponType },
    { key: 'value', label: t.value, numeric: true, value: (row) => row.value, render: (row) => money(row.value) },
    { key: 'price', label: t.price, numeric: true, value: (row) => row.price, render: (row) => money(row.price) },
    { key: 'currency', label: t.currency, value: (row) => row.currency, render: (row) => t.currencies[row.currency] },
    { key: 'stock', label: t.stock, numeric: true, value: (row) => row.stock },
    { key: 'visible', label: t.visible, value: (row) => row.visible, render: (row) => <span className={`cx-badge ${row.visible && row.stock > 0 ? 'cx-badge--good' : 'cx-badge--bad'}`}>{row.visible ? common.yes : common.no}</span> },
    { key: 'sort', label: t.sort, numeric: true, value: (row) => row.sort },
    { key: 'updatedAt', label: t.updatedAt, value: (row) => row.updatedAt, render: (row) => <Moment at={row.updatedAt} /> },
    ...(may('catalog.write')
      ? [
          {
            key: 'edit',
            label: '',
            sortable: false,
            value: (row: ConsoleMallItem) => row.id,
            render: (row: ConsoleMallItem) => (
              <Button variant="ghost" size="sm" onClick={() => edit(row)}>
                {t.edit}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Screen
      title={t.mallTitle}
      testId="mall-screen"
      actions={
        may('catalog.write') && (
          <Button variant="secondary" size="sm" onClick={() => setEditing({ title: t.newItem, draft: NEW_ITEM })}>
            {t.newItem}
          </Button>
        )
      }
    >
      <p className="cx-note">{t.mallLead}</p>
      {editing && <ItemEditor key={editing.draft.id ?? 'new'} draft={editing.draft} title={editing.title} onDone={() => setEditing(null)} />}
      <Section title={t.mallTitle} actions={<input className="cx-input" type="search" aria-label={t.search} placeholder={t.search} value={name} onChange={(event) => setName(event.target.value)} />}>
        <DataTable label={t.mallTitle} columns={columns} rowKey={(row) => row.id} csvName="mall-items" testId="mall-table" {...list} />
      </Section>
    </Screen>
  );
}
