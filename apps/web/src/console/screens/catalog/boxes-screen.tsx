import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { consoleBoxesPageSchema, type ConsoleBox } from '@lootbay/shared/schemas/console-catalog';
import { ButtonLink, Button } from '../../../components/ui/button';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { useLocale } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { basisPoints, money } from '../../ui/format';
import { Screen } from '../../ui/screen';
import { useCategories } from './use-categories';

const NO_FILTERS = { keyword: '', categoryId: '', visible: '' };

/** Every box, hidden ones too, with price, odds version and return; a row opens its editor. */
export default function BoxesScreen() {
  const t = useConsoleTexts().catalog;
  const common = useConsoleTexts().common;
  const locale = useLocale();
  const may = useMay();
  const navigate = useNavigate();
  const categories = useCategories().data ?? [];
  const [draft, setDraft] = useState(NO_FILTERS);
  const [filters, setFilters] = useState(NO_FILTERS);
  const list = usePagedList(
    'boxes/list',
    {
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
      ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
      ...(filters.visible ? { visible: filters.visible === 'yes' } : {}),
    },
    consoleBoxesPageSchema,
  );
  const categoryName = (id: string) => categories.find((category) => category.id === id)?.name[locale] ?? id;

  const columns: Column<ConsoleBox>[] = [
    { key: 'image', label: t.image, sortable: false, value: (row) => row.image, render: (row) => <img src={row.image} alt="" width={44} height={44} className="cx-thumb" /> },
    {
      key: 'id',
      label: t.id,
      value: (row) => row.id,
      render: (row) => (
        <Link to={`/admin/catalog/boxes/${row.id}`}>
          <code>{row.id}</code>
        </Link>
      ),
    },
    {
      key: 'name',
      label: t.name,
      value: (row) => row.name[locale],
      render: (row) => (
        <>
          {row.name[locale]} {row.kind === 2 && <span className="cx-badge">{t.forge}</span>}
        </>
      ),
    },
    { key: 'category', label: t.category, value: (row) => categoryName(row.categoryId) },
    { key: 'price', label: t.price, numeric: true, value: (row) => row.price, render: (row) => (row.kind === 1 ? t.free : money(row.price)) },
    { key: 'oddsVersion', label: t.oddsVersion, numeric: true, value: (row) => row.oddsVersion },
    { key: 'expectedReturn', label: t.expectedReturn, numeric: true, value: (row) => row.expectedReturn, render: (row) => money(row.expectedReturn) },
    { key: 'returnBp', label: t.returnRate, numeric: true, value: (row) => row.returnBp, render: (row) => basisPoints(row.returnBp) },
    { key: 'visible', label: t.visible, value: (row) => row.visible, render: (row) => <span className={row.visible ? 'cx-badge cx-badge--good' : 'cx-badge'}>{row.visible ? t.listed : t.hidden}</span> },
    { key: 'sort', label: t.sort, numeric: true, value: (row) => row.sort },
  ];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft, keyword: draft.keyword.trim() });
  };

  return (
    <Screen
      title={t.boxes}
      testId="boxes-screen"
      actions={
        may('catalog.write') && (
          <ButtonLink to="/admin/catalog/boxes/new" data-testid="create-box">
            {t.createBox}
          </ButtonLink>
        )
      }
    >
      <form className="cx-filters" onSubmit={apply}>
        <Field label={t.keyword}>{(id) => <input id={id} className="cx-input" value={draft.keyword} onChange={(event) => setDraft({ ...draft, keyword: event.target.value })} />}</Field>
        <Field label={t.category}>
          {(id) => (
            <select id={id} className="cx-input" value={draft.categoryId} onChange={(event) => setDraft({ ...draft, categoryId: event.target.value })}>
              <option value="">{common.all}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name[locale]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.visible}>
          {(id) => (
            <select id={id} className="cx-input cx-input--narrow" value={draft.visible} onChange={(event) => setDraft({ ...draft, visible: event.target.value })}>
              <option value="">{common.all}</option>
              <option value="yes">{t.listed}</option>
              <option value="no">{t.hidden}</option>
            </select>
          )}
        </Field>
        <Button type="submit">{common.search}</Button>
      </form>
      <DataTable label={t.boxes} columns={columns} rowKey={(row) => row.id} csvName="boxes" testId="boxes-table" onRowClick={(row) => navigate(`/admin/catalog/boxes/${row.id}`)} {...list} />
    </Screen>
  );
}
