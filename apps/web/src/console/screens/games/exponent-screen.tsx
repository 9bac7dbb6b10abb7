import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { consoleExponentBoxesSchema, consoleExponentOffersSchema, consoleExponentRoundPageSchema, type ConsoleExponentBoxes, type ConsoleExponentRound } from '@lootbay/shared/schemas/console-exponent';
import { Button } from '../../../components/ui/button';
import { useConsoleChange, useConsoleQuery } from '../../api/use-console';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText, useLocale } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { basisPoints, money } from '../../ui/format';
import { Moment } from '../../ui/moment';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen, Section } from '../../ui/screen';

type Offer = ConsoleExponentBoxes['offers'][number];
type IndexBox = ConsoleExponentBoxes['indexBoxes'][number];

/** The pairings on offer, in page order, and the per-round limit: edited as a whole and saved with a reason. */
function OffersEditor({ boxes }: { readonly boxes: ConsoleExponentBoxes }) {
  const t = useConsoleTexts().exponent;
  const common = useConsoleTexts().common;
  const locale = useLocale();
  const reason = useReasonDialog();
  const save = useConsoleChange('games/exponent/boxes/save', consoleExponentOffersSchema, common.saved);
  const [rows, setRows] = useState(() => boxes.offers.map((offer) => ({ boxId: offer.boxId, indexBoxId: offer.indexBox.id })));
  const [limit, setLimit] = useState(String(boxes.roundLimit));
  const set = (index: number, change: Partial<(typeof rows)[number]>) => setRows(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const offers = rows.filter((row) => row.boxId.trim() !== '').map((row) => ({ boxId: row.boxId.trim(), indexBoxId: row.indexBoxId }));
    reason.ask(fillText(t.saveSummary, { count: offers.length, limit }), (why) => save.mutateAsync({ offers, roundLimit: Number(limit), reason: why }));
  };

  return (
    <Section title={t.edit}>
      <form onSubmit={submit} data-testid="exponent-offers-editor">
        {rows.map((row, index) => (
          <div key={index} className="cx-filters">
            <Field label={t.weaponBox}>{(id) => <input id={id} className="cx-input" required maxLength={64} value={row.boxId} onChange={(event) => set(index, { boxId: event.target.value })} />}</Field>
            <Field label={t.indexBox}>
              {(id) => (
                <select id={id} className="cx-input" value={row.indexBoxId} onChange={(event) => set(index, { indexBoxId: event.target.value })}>
                  {boxes.indexBoxes.map((box) => (
                    <option key={box.id} value={box.id}>
                      {box.name[locale]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Button variant="ghost" size="sm" onClick={() => setRows(rows.filter((_, at) => at !== index))}>
              {t.remove}
            </Button>
          </div>
        ))}
        <div className="cx-filters">
          <Button variant="secondary" onClick={() => setRows([...rows, { boxId: '', indexBoxId: boxes.indexBoxes[0]?.id ?? '' }])}>
            {t.addOffer}
          </Button>
          <Field label={t.roundLimit}>{(id) => <input id={id} className="cx-input cx-input--narrow" type="number" min={1} max={20} required value={limit} onChange={(event) => setLimit(event.target.value)} />}</Field>
          <Button type="submit" disabled={rows.length === 0}>
            {t.save}
          </Button>
        </div>
      </form>
      {reason.dialog}
    </Section>
  );
}

/** Recent rounds with their buyers, stakes and what they gave, only bought-into ones if asked. */
function Rounds() {
  const t = useConsoleTexts().exponent;
  const [bought, setBought] = useState(true);
  const list = usePagedList('games/exponent/rounds', bought ? { bought: true } : {}, consoleExponentRoundPageSchema);
  const columns: Column<ConsoleExponentRound>[] = [
    { key: 'issue', label: t.issue, value: (row) => row.issue, render: (row) => <a href={`/fair?exponent=${row.issue}`} target="_blank" rel="noreferrer">{row.issue}</a> },
    { key: 'status', label: t.status, value: (row) => row.status, render: (row) => t.roundStatus[row.status] },
    { key: 'result', label: t.result, value: (row) => row.result ?? '', render: (row) => (row.result ? t[row.result] : '—') },
    { key: 'index', label: t.index, numeric: true, value: (row) => row.index, render: (row) => money(row.index) },
    { key: 'buyers', label: t.buyers, numeric: true, value: (row) => row.buyers },
    { key: 'staked', label: t.staked, numeric: true, value: (row) => row.staked, render: (row) => money(row.staked) },
    { key: 'matched', label: t.matched, numeric: true, value: (row) => row.matched },
    { key: 'missed', label: t.missed, numeric: true, value: (row) => row.missed },
    { key: 'indexBoxValue', label: t.indexBoxValue, numeric: true, value: (row) => row.indexBoxValue, render: (row) => money(row.indexBoxValue) },
    { key: 'graffitiValue', label: t.graffitiPaid, numeric: true, value: (row) => row.graffitiValue, render: (row) => money(row.graffitiValue) },
    { key: 'settledAt', label: t.settledAt, value: (row) => row.settledAt, render: (row) => <Moment at={row.settledAt} /> },
  ];
  return (
    <Section
      title={t.rounds}
      actions={
        <select className="cx-input" aria-label={t.rounds} value={bought ? 'bought' : 'all'} onChange={(event) => setBought(event.target.value === 'bought')}>
          <option value="bought">{t.bought}</option>
          <option value="all">{t.all}</option>
        </select>
      }
    >
      <DataTable label={t.rounds} columns={columns} rowKey={(row) => row.issue} csvName="exponent-rounds" testId="exponent-rounds-table" {...list} />
    </Section>
  );
}

/** The exponent game: the weapon boxes on offer with their index boxes and returns, the limit, every index box, recent rounds. */
export default function ExponentScreen() {
  const t = useConsoleTexts().exponent;
  const common = useConsoleTexts().common;
  const locale = useLocale();
  const may = useMay();
  const boxes = useConsoleQuery('games/exponent/boxes', {}, consoleExponentBoxesSchema).data;
  if (!boxes) return <p className="cx-note">{common.loading}</p>;

  const offerColumns: Column<Offer>[] = [
    { key: 'name', label: t.weaponBox, value: (row) => row.name[locale], render: (row) => `${row.name[locale]} (${row.boxId})` },
    { key: 'price', label: t.price, numeric: true, value: (row) => row.price, render: (row) => money(row.price) },
    { key: 'indexBox', label: t.indexBox, value: (row) => row.indexBox.name[locale] },
    { key: 'oddsVersion', label: t.oddsVersion, numeric: true, value: (row) => row.indexBox.oddsVersion },
    { key: 'expectedReturn', label: t.expectedReturn, numeric: true, value: (row) => row.indexBox.expectedReturn, render: (row) => money(row.indexBox.expectedReturn) },
    { key: 'returnRate', label: t.returnRate, numeric: true, value: (row) => row.returnRate, render: (row) => basisPoints(row.returnRate) },
    {
      key: 'onSale',
      label: t.onSale,
      value: (row) => row.onSale,
      render: (row) => <span className={`cx-badge ${row.onSale ? 'cx-badge--good' : 'cx-badge--bad'}`}>{row.onSale ? common.yes : row.withinPolicy ? t.hidden : t.offPolicy}</span>,
    },
  ];
  const indexColumns: Column<IndexBox>[] = [
    { key: 'image', label: '', sortable: false, value: (row) => row.image, render: (row) => <img src={row.image} alt="" width={40} height={40} className="cx-thumb" /> },
    { key: 'name', label: t.indexBox, value: (row) => row.name[locale], render: (row) => `${row.name[locale]} (${row.id})` },
    { key: 'oddsVersion', label: t.oddsVersion, numeric: true, value: (row) => row.oddsVersion },
    { key: 'expectedReturn', label: t.expectedReturn, numeric: true, value: (row) => row.expectedReturn, render: (row) => money(row.expectedReturn) },
    { key: 'edit', label: '', sortable: false, value: (row) => row.id, render: (row) => <Link to={`/admin/catalog/boxes/${encodeURIComponent(row.id)}`}>{t.editOdds}</Link> },
  ];

  return (
    <Screen title={t.title} testId="exponent-screen" actions={<span className="cx-badge">{fillText(t.graffitiValue, { value: money(boxes.graffitiValue) })}</span>}>
      <Section title={t.offers}>
        <p className="cx-note">{t.offersLead}</p>
        <p className="cx-note">
          {t.roundLimit}: <strong>{boxes.roundLimit}</strong>
        </p>
        <DataTable label={t.offers} columns={offerColumns} rows={boxes.offers} rowKey={(row) => row.boxId} csvName="exponent-offers" />
      </Section>
      {may('games.write') && <OffersEditor key={JSON.stringify(boxes.offers.map((offer) => [offer.boxId, offer.indexBox.id])) + boxes.roundLimit} boxes={boxes} />}
      <Section title={t.indexBoxes}>
        <DataTable label={t.indexBoxes} columns={indexColumns} rows={boxes.indexBoxes} rowKey={(row) => row.id} csvName="exponent-index-boxes" />
      </Section>
      <Rounds />
    </Screen>
  );
}
