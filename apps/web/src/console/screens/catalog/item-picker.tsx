import { useState, type FormEvent } from 'react';
import { consoleItemsPageSchema } from '@lootbay/shared/schemas/console-catalog';
import type { Ornament } from '@lootbay/shared/schemas/catalog';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { money } from '../../ui/format';

/** Finds catalogue items by name and adds them to a box's list. */
export function ItemPicker({ open, chosen, onAdd, onClose }: { open: boolean; chosen: readonly string[]; onAdd: (item: Ornament) => void; onClose: () => void }) {
  const t = useConsoleTexts().catalog;
  const common = useConsoleTexts().common;
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = usePagedList('items/list', { sort: 'price_desc', ...(keyword ? { keyword } : {}) }, consoleItemsPageSchema, 10, { enabled: open });

  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
  };

  const columns: Column<Ornament>[] = [
    { key: 'image', label: t.image, sortable: false, value: (row) => row.image, render: (row) => <img src={row.image} alt="" width={40} height={30} className="cx-thumb" /> },
    { key: 'name', label: t.name, value: (row) => row.name, render: (row) => <span style={{ color: row.gradeColor }}>{row.name}</span> },
    { key: 'price', label: t.price, numeric: true, value: (row) => row.price, render: (row) => money(row.price) },
    {
      key: 'add',
      label: common.actions,
      sortable: false,
      value: () => null,
      render: (row) => (
        <Button size="sm" variant="secondary" disabled={chosen.includes(row.id)} data-testid={`pick-${row.id}`} onClick={() => onAdd(row)}>
          {chosen.includes(row.id) ? t.added : t.add}
        </Button>
      ),
    },
  ];

  return (
    <Dialog open={open} title={t.picker} onClose={onClose} closeLabel={common.close} className="cx-dialog cx-dialog--wide" footer={<Button onClick={onClose}>{common.close}</Button>}>
      <form className="cx-filters" onSubmit={search}>
        <Field label={t.keyword}>{(id) => <input id={id} className="cx-input" value={draft} data-testid="picker-keyword" onChange={(event) => setDraft(event.target.value)} />}</Field>
        <Button type="submit">{common.search}</Button>
      </form>
      <DataTable label={t.picker} columns={columns} rowKey={(row) => row.id} csvName="items" testId="picker-table" rows={list.rows} loading={list.loading} paging={list.paging} />
    </Dialog>
  );
}
