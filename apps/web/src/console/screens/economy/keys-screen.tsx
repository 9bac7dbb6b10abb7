import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { consoleKeyProductSchema, type ConsoleKeyProduct } from '@lootbay/shared/schemas/console-economy';
import { Button } from '../../../components/ui/button';
import { useConsoleChange, useConsoleQuery } from '../../api/use-console';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText, useLocale } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { money } from '../../ui/format';
import { Moment } from '../../ui/moment';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen, Section } from '../../ui/screen';

const keysSchema = z.array(consoleKeyProductSchema);
const EMPTY_KEY: ConsoleKeyProduct = { id: '', name: { cn: '', br: '', en: '' }, boxId: '', image: '', price: 1_750, stock: 100, visible: true, sort: 0, updatedAt: 0 };

/** A key's editor: names, the box it opens, price, stock, order and sale. */
function KeyEditor({ product, existing, onDone }: { readonly product: ConsoleKeyProduct; readonly existing: boolean; readonly onDone: () => void }) {
  const t = useConsoleTexts().economy;
  const common = useConsoleTexts().common;
  const reason = useReasonDialog();
  const save = useConsoleChange('economy/keys/save', consoleKeyProductSchema, common.saved);
  const [draft, setDraft] = useState({ ...product, price: (product.price / 100).toFixed(2) });
  const set = (change: Partial<typeof draft>) => setDraft({ ...draft, ...change });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = Math.round(Number(draft.price) * 100);
    reason.ask(fillText(t.keySummary, { id: draft.id, price: money(price), stock: draft.stock, visible: draft.visible ? t.shown : t.hidden }), async (why) => {
      await save.mutateAsync({ id: draft.id, name: draft.name, boxId: draft.boxId, price, stock: draft.stock, visible: draft.visible, sort: draft.sort, reason: why });
      onDone();
    });
  };

  return (
    <Section title={existing ? `${t.edit} ${product.id}` : t.newKey}>
      <form className="cx-form cx-form--columns" onSubmit={submit} data-testid="key-editor">
        <Field label={t.id}>{(id) => <input id={id} className="cx-input" required pattern="[a-z0-9\-]{1,40}" disabled={existing} value={draft.id} onChange={(event) => set({ id: event.target.value })} />}</Field>
        <Field label={t.box}>{(id) => <input id={id} className="cx-input" required value={draft.boxId ?? ''} onChange={(event) => set({ boxId: event.target.value.trim() })} />}</Field>
        <Field label={t.price}>{(id) => <input id={id} className="cx-input cx-input--narrow" inputMode="decimal" required pattern="\d+(\.\d{1,2})?" value={draft.price} onChange={(event) => set({ price: event.target.value })} />}</Field>
        <Field label={t.stock}>{(id) => <input id={id} className="cx-input cx-input--narrow" type="number" min={0} max={1_000_000} required value={draft.stock} onChange={(event) => set({ stock: Number(event.target.value) })} />}</Field>
        <Field label={t.sort}>{(id) => <input id={id} className="cx-input cx-input--narrow" type="number" value={draft.sort} onChange={(event) => set({ sort: Number(event.target.value) })} />}</Field>
        <Field label={t.nameCn}>{(id) => <input id={id} className="cx-input" required maxLength={60} value={draft.name.cn} onChange={(event) => set({ name: { ...draft.name, cn: event.target.value } })} />}</Field>
        <Field label={t.nameBr}>{(id) => <input id={id} className="cx-input" required maxLength={60} value={draft.name.br} onChange={(event) => set({ name: { ...draft.name, br: event.target.value } })} />}</Field>
        <Field label={t.nameEn}>{(id) => <input id={id} className="cx-input" required maxLength={60} value={draft.name.en} onChange={(event) => set({ name: { ...draft.name, en: event.target.value } })} />}</Field>
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

/** The key shop: every key with the box it opens, its price, stock and sale. */
export default function KeysScreen() {
  const t = useConsoleTexts().economy;
  const common = useConsoleTexts().common;
  const locale = useLocale();
  const may = useMay();
  const keys = useConsoleQuery('economy/keys', {}, keysSchema).data;
  const [editing, setEditing] = useState<{ readonly product: ConsoleKeyProduct; readonly existing: boolean } | null>(null);
  if (!keys) return <p className="cx-note">{common.loading}</p>;

  const columns: Column<ConsoleKeyProduct>[] = [
    { key: 'id', label: t.id, value: (row) => row.id },
    { key: 'name', label: t.name, value: (row) => row.name[locale] },
    { key: 'box', label: t.box, value: (row) => row.boxId },
    { key: 'price', label: t.price, numeric: true, value: (row) => row.price, render: (row) => money(row.price) },
    { key: 'stock', label: t.stock, numeric: true, value: (row) => row.stock },
    { key: 'visible', label: t.visible, value: (row) => row.visible, render: (row) => <span className={`cx-badge ${row.visible ? 'cx-badge--good' : 'cx-badge--bad'}`}>{row.visible ? common.yes : common.no}</span> },
    { key: 'updatedAt', label: t.updatedAt, value: (row) => row.updatedAt, render: (row) => <Moment at={row.updatedAt} /> },
    ...(may('catalog.write')
      ? [
          {
            key: 'edit',
            label: '',
            sortable: false,
            value: (row: ConsoleKeyProduct) => row.id,
            render: (row: ConsoleKeyProduct) => (
              <Button variant="ghost" size="sm" onClick={() => setEditing({ product: row, existing: true })}>
                {t.edit}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Screen
      title={t.keysTitle}
      testId="keys-screen"
      actions={
        may('catalog.write') && (
          <Button variant="secondary" size="sm" onClick={() => setEditing({ product: EMPTY_KEY, existing: false })}>
            {t.newKey}
          </Button>
        )
      }
    >
      <p className="cx-note">{t.keysLead}</p>
      {editing && <KeyEditor key={`${editing.product.id}-${editing.existing}`} product={editing.product} existing={editing.existing} onDone={() => setEditing(null)} />}
      <Section title={t.keysTitle}>
        <DataTable label={t.keysTitle} columns={columns} rows={keys} rowKey={(row) => row.id} csvName="key-products" testId="keys-table" />
      </Section>
    </Screen>
  );
}
