import { useState } from 'react';
import { z } from 'zod';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { returnRateBp } from '@lootbay/shared/fairness/return-policy';
import { ROLL_POINT_MAX } from '@lootbay/shared/fairness/roll';
import { formatMoney, parseMoney } from '@lootbay/shared/money';
import type { Ornament } from '@lootbay/shared/schemas/catalog';
import { consoleBoxCreateAnswerSchema, consoleBoxDetailSchema, consoleBoxSchema, consoleOddsAnswerSchema, type ConsoleBoxDetail } from '@lootbay/shared/schemas/console-catalog';
import { Button } from '../../../components/ui/button';
import { useConsoleChange, useConsoleQuery } from '../../api/use-console';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText, useLocale } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { basisPoints, money, parsePercent, thousandthsOfPercent } from '../../ui/format';
import { Moment } from '../../ui/moment';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen, Section } from '../../ui/screen';
import { ItemPicker } from './item-picker';
import { oddsFigures } from './odds-math';
import { useCategories } from './use-categories';

type Names = { cn: string; br: string; en: string };
type Version = ConsoleBoxDetail['versions'][number];

interface Line {
  readonly item: Pick<Ornament, 'id' | 'name' | 'image' | 'gradeColor' | 'price'>;
  /** The probability as typed, in percent. */
  readonly text: string;
}

function parsePrice(text: string): number | null {
  try {
    const value = parseMoney(text);
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** A box's details, its items with probabilities as percentages, and what they come to, checked live; saving publishes a new odds version. */
function BoxEditor({ detail }: { detail: ConsoleBoxDetail | null }) {
  const t = useConsoleTexts().catalog;
  const common = useConsoleTexts().common;
  const locale = useLocale();
  const may = useMay();
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const categories = useCategories().data ?? [];
  const images = useConsoleQuery('images/list', {}, z.array(z.string())).data ?? [];
  const reason = useReasonDialog();
  const create = useConsoleChange('boxes/create', consoleBoxCreateAnswerSchema, t.created);
  const publish = useConsoleChange('boxes/odds', consoleOddsAnswerSchema, common.saved);
  const update = useConsoleChange('boxes/update', consoleBoxSchema, common.saved);

  const box = detail?.box;
  const isNew = detail === null;
  const current = !detail || detail.version.version === detail.box.oddsVersion;
  const editable = may('catalog.write') && current;
  const [id, setId] = useState(box?.id ?? '');
  const [names, setNames] = useState<Names>(box?.name ?? { cn: '', br: '', en: '' });
  const [categoryId, setCategoryId] = useState(box?.categoryId ?? '');
  const [image, setImage] = useState(box?.image ?? '');
  const [sort, setSort] = useState(String(box?.sort ?? 0));
  const [priceText, setPriceText] = useState(detail ? formatMoney(detail.version.price) : '');
  const [lines, setLines] = useState<Line[]>(detail?.items.map((item) => ({ item, text: thousandthsOfPercent(item.probability).replace('%', '') })) ?? []);
  const [picking, setPicking] = useState(false);

  const price = parsePrice(priceText);
  const rows = lines.map((line) => ({ price: line.item.price, probability: parsePercent(line.text) }));
  const figures = oddsFigures(rows, price ?? 0);
  const category = categoryId || categories[0]?.id || '';
  const ready = figures.exact && price !== null && lines.length > 0 && (!isNew || (/^[a-z0-9][a-z0-9-]{1,39}$/.test(id) && names.cn.trim() !== '' && names.br.trim() !== '' && names.en.trim() !== '' && category !== ''));
  const items = lines.map((line, index) => ({ ornamentId: line.item.id, probability: rows[index]!.probability ?? 0 }));

  const setLineText = (index: number, text: string) => setLines((current) => current.map((line, at) => (at === index ? { ...line, text } : line)));
  const giveRestToLast = () => {
    const others = rows.slice(0, -1).reduce((sum, row) => sum + (row.probability ?? 0), 0);
    if (lines.length > 0 && others < ROLL_POINT_MAX) setLineText(lines.length - 1, thousandthsOfPercent(ROLL_POINT_MAX - others).replace('%', ''));
  };

  const save = () => {
    if (!ready || price === null) return;
    const values = { id: id || box?.id || '', price: money(price), ev: money(figures.expectedReturn), rate: basisPoints(figures.returnBp) };
    if (isNew) {
      reason.ask(fillText(t.createSummary, values), async (why) => {
        await create.mutateAsync({ id, name: names, categoryId: category, ...(image ? { image } : {}), price, sort: Number(sort) || 0, items, reason: why });
        navigate(`/admin/catalog/boxes/${id}`);
      });
    } else if (box && detail) {
      reason.ask(fillText(t.publishSummary, values), (why) => publish.mutateAsync({ boxId: box.id, price, items, basedOn: detail.version.version, reason: why }));
    }
  };

  const saveDetails = () => {
    if (!box) return;
    reason.ask(fillText(t.detailsSummary, { id: box.id }), (why) => update.mutateAsync({ boxId: box.id, name: names, categoryId: category, ...(image ? { image } : {}), sort: Number(sort) || 0, reason: why }));
  };

  const toggleVisible = () => {
    if (!box) return;
    reason.ask(fillText(box.visible ? t.hideSummary : t.showSummary, { id: box.id }), (why) => update.mutateAsync({ boxId: box.id, visible: !box.visible, reason: why }));
  };

  const versionColumns: Column<Version>[] = [
    { key: 'version', label: t.version, numeric: true, value: (row) => row.version },
    { key: 'price', label: t.price, numeric: true, value: (row) => row.price, render: (row) => money(row.price) },
    { key: 'expectedReturn', label: t.expectedReturn, numeric: true, value: (row) => row.expectedReturn, render: (row) => money(row.expectedReturn) },
    { key: 'returnBp', label: t.returnRate, numeric: true, value: (row) => returnRateBp(row.expectedReturn, row.price), render: (row) => basisPoints(returnRateBp(row.expectedReturn, row.price)) },
    { key: 'hash', label: t.hash, value: (row) => row.hash, render: (row) => <code className="cx-hash">{row.hash.slice(0, 16)}…</code> },
    { key: 'publishedAt', label: t.publishedAt, value: (row) => row.publishedAt, render: (row) => <Moment at={row.publishedAt} /> },
    {
      key: 'view',
      label: common.actions,
      sortable: false,
      value: () => null,
      render: (row) =>
        row.version === detail?.version.version ? (
          <span className="cx-badge">{row.version === box?.oddsVersion ? t.current : t.view}</span>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setSearch(row.version === box?.oddsVersion ? {} : { version: String(row.version) })}>
            {row.version === box?.oddsVersion ? t.current : t.view}
          </Button>
        ),
    },
  ];

  const nameField = (key: keyof Names, label: string) => (
    <Field label={label}>{(fieldId) => <input id={fieldId} className="cx-input" maxLength={key === 'cn' ? 40 : 60} disabled={!may('catalog.write')} value={names[key]} data-testid={`box-name-${key}`} onChange={(event) => setNames({ ...names, [key]: event.target.value })} />}</Field>
  );

  return (
    <Screen
      title={isNew ? t.editorNew : fillText(t.editorTitle, { name: box?.name[locale] ?? '' })}
      testId="box-editor"
      actions={
        box &&
        may('catalog.write') && (
          <>
            <span className={box.visible ? 'cx-badge cx-badge--good' : 'cx-badge'}>{box.visible ? t.listed : t.hidden}</span>
            <Button variant="secondary" size="sm" onClick={toggleVisible} data-testid="toggle-visible">
              {box.visible ? t.hide : t.show}
            </Button>
          </>
        )
      }
    >
      <Section title={t.details} actions={box && may('catalog.write') && <Button size="sm" variant="secondary" onClick={saveDetails}>{t.saveDetails}</Button>}>
        <div className="cx-grid">
          {isNew ? (
            <Field label={t.id}>
              {(fieldId) => <input id={fieldId} className="cx-input" placeholder="a-z 0-9 -" value={id} data-testid="box-id" onChange={(event) => setId(event.target.value.toLowerCase())} />}
            </Field>
          ) : (
            <Field label={t.id}>{(fieldId) => <input id={fieldId} className="cx-input" value={box?.id ?? ''} disabled />}</Field>
          )}
          {nameField('cn', t.nameCn)}
          {nameField('br', t.nameBr)}
          {nameField('en', t.nameEn)}
          <Field label={t.category}>
            {(fieldId) => (
              <select id={fieldId} className="cx-input" disabled={!may('catalog.write')} value={category} data-testid="box-category" onChange={(event) => setCategoryId(event.target.value)}>
                {categories.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name[locale]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.image}>
            {(fieldId) => (
              <select id={fieldId} className="cx-input" disabled={!may('catalog.write')} value={image} onChange={(event) => setImage(event.target.value)}>
                <option value="">—</option>
                {images.map((path) => (
                  <option key={path} value={path}>
                    {path.split('/').pop()}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t.sort}>{(fieldId) => <input id={fieldId} className="cx-input" type="number" min={0} max={10000} disabled={!may('catalog.write')} value={sort} onChange={(event) => setSort(event.target.value)} />}</Field>
          {image && <img src={image} alt="" className="cx-box-image" width={96} height={96} />}
        </div>
      </Section>

      <Section
        title={t.odds}
        actions={
          editable && (
            <>
              <Button size="sm" variant="ghost" disabled={lines.length === 0} onClick={giveRestToLast}>
                {t.rest}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setPicking(true)} data-testid="add-items">
                {t.addItems}
              </Button>
            </>
          )
        }
      >
        {!current && detail && (
          <p className="cx-note cx-note--warn">
            {fillText(t.viewing, { version: detail.version.version })}{' '}
            <Button size="sm" variant="ghost" onClick={() => setSearch({})}>
              {t.backToCurrent}
            </Button>
          </p>
        )}
        <div className="cx-odds-head">
          <Field label={t.price}>{(fieldId) => <input id={fieldId} className="cx-input cx-input--narrow" inputMode="decimal" disabled={!editable} value={priceText} data-testid="box-price" onChange={(event) => setPriceText(event.target.value)} aria-invalid={price === null} />}</Field>
          <dl className="cx-odds-figures">
            <div className={figures.exact ? 'cx-good' : 'cx-bad'}>
              <dt>{t.sum}</dt>
              <dd data-testid="odds-sum" data-exact={figures.exact}>
                {thousandthsOfPercent(figures.sum)}
              </dd>
              <dd className="cx-odds-figures__note">{figures.exact ? t.sumExact : fillText(t.sumOff, { diff: thousandthsOfPercent(ROLL_POINT_MAX - figures.sum) })}</dd>
            </div>
            <div>
              <dt>{t.expectedReturn}</dt>
              <dd data-testid="odds-ev">{money(figures.expectedReturn)}</dd>
            </div>
            <div>
              <dt>{t.returnRate}</dt>
              <dd data-testid="odds-return">{basisPoints(figures.returnBp)}</dd>
            </div>
            <div>
              <dt>{t.houseEdge}</dt>
              <dd data-testid="odds-edge">{basisPoints(figures.houseEdgeBp)}</dd>
            </div>
            <div className={figures.withinPolicy ? 'cx-good' : 'cx-bad'}>
              <dt>{t.policy}</dt>
              <dd data-testid="odds-policy" data-within={figures.withinPolicy}>
                {figures.withinPolicy ? t.withinPolicy : t.outsidePolicy}
              </dd>
            </div>
          </dl>
        </div>
        <div className="cx-table">
          <div className="cx-table__scroll">
            <table data-testid="odds-table">
              <thead>
                <tr>
                  <th scope="col">{t.item}</th>
                  <th scope="col" className="cx-num">
                    {t.price}
                  </th>
                  <th scope="col">{t.probability}</th>
                  <th scope="col" className="cx-num">
                    {t.rollRange}
                  </th>
                  {editable && <th scope="col">{common.actions}</th>}
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => {
                  const range = figures.ranges[index];
                  return (
                    <tr key={line.item.id} data-item-id={line.item.id}>
                      <td data-label={t.item}>
                        <span className="cx-odds-item">
                          <img src={line.item.image} alt="" width={40} height={30} className="cx-thumb" />
                          <span style={{ color: line.item.gradeColor }}>{line.item.name}</span>
                        </span>
                      </td>
                      <td className="cx-num" data-label={t.price}>
                        {money(line.item.price)}
                      </td>
                      <td data-label={t.probability}>
                        <input
                          className="cx-input cx-input--narrow"
                          inputMode="decimal"
                          aria-label={`${t.probability} ${line.item.name}`}
                          aria-invalid={rows[index]!.probability === null}
                          disabled={!editable}
                          value={line.text}
                          data-testid="probability"
                          onChange={(event) => setLineText(index, event.target.value)}
                        />
                      </td>
                      <td className="cx-num" data-label={t.rollRange} data-testid="roll-range">
                        {range ? `${range.from} – ${range.to}` : '—'}
                      </td>
                      {editable && (
                        <td data-label={common.actions}>
                          <Button size="sm" variant="ghost" onClick={() => setLines((current) => current.filter((_, at) => at !== index))}>
                            {t.remove}
                          </Button>
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {lines.length === 0 && <p className="cx-table__empty">{t.noItems}</p>}
          </div>
        </div>
        {editable && (
          <div className="cx-save-bar">
            <Button disabled={!ready} onClick={save} data-testid="save-odds">
              {isNew ? t.createSubmit : t.publish}
            </Button>
          </div>
        )}
      </Section>

      {detail && (
        <Section title={t.versions}>
          <DataTable label={t.versions} columns={versionColumns} rows={[...detail.versions].sort((a, b) => b.version - a.version)} rowKey={(row) => String(row.version)} csvName={`box-${detail.box.id}-versions`} testId="versions-table" />
        </Section>
      )}
      <ItemPicker open={picking} chosen={lines.map((line) => line.item.id)} onAdd={(item) => setLines((current) => [...current, { item, text: '' }])} onClose={() => setPicking(false)} />
      {reason.dialog}
    </Screen>
  );
}

/** A new box, or an existing one at its current odds version (or another, `?version=`). */
export default function BoxEditorScreen() {
  const common = useConsoleTexts().common;
  const { boxId = 'new' } = useParams();
  const [search] = useSearchParams();
  const version = Number(search.get('version')) || undefined;
  const detail = useConsoleQuery('boxes/detail', { boxId, ...(version ? { version } : {}) }, consoleBoxDetailSchema, { enabled: boxId !== 'new' });
  if (boxId === 'new') return <BoxEditor detail={null} />;
  if (!detail.data || detail.data.box.id !== boxId) return <p className="cx-note">{common.loading}</p>;
  return <BoxEditor key={`${detail.data.box.id}@${detail.data.version.version}/${detail.data.box.oddsVersion}`} detail={detail.data} />;
}
