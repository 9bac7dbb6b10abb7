import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { consoleFishPoolSchema, consoleFishSessionPageSchema, consoleFishToolSchema, type ConsoleFishPool, type ConsoleFishSession, type ConsoleFishTool } from '@lootbay/shared/schemas/console-fishing';
import { FISHING_TOOL_KINDS, type FishingToolKind } from '@lootbay/shared/schemas/fishing';
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

const poolsSchema = z.array(consoleFishPoolSchema);
const toolsSchema = z.array(consoleFishToolSchema);

const EMPTY_TOOL: ConsoleFishTool = { id: '', kind: 'bait', level: 1, bait: 10, price: 1_000, enabled: true, sort: 0, name: { cn: '', br: '', en: '' }, updatedAt: 0 };

/** One tool's editor: a new tool, or the one picked in the table; kind and level stay once it exists. */
function ToolEditor({ tool, existing, onDone }: { readonly tool: ConsoleFishTool; readonly existing: boolean; readonly onDone: () => void }) {
  const t = useConsoleTexts().fishing;
  const common = useConsoleTexts().common;
  const reason = useReasonDialog();
  const save = useConsoleChange('games/fishing/tools/save', consoleFishToolSchema, common.saved);
  const [draft, setDraft] = useState({ ...tool, price: (tool.price / 100).toFixed(2) });
  const set = (change: Partial<typeof draft>) => setDraft({ ...draft, ...change });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = Math.round(Number(draft.price) * 100);
    const bait = draft.kind === 'rod' ? 0 : draft.bait;
    reason.ask(fillText(t.saveSummary, { id: draft.id, price: money(price), bait, sale: draft.enabled ? t.onSale : t.offSale }), async (why) => {
      await save.mutateAsync({ id: draft.id, kind: draft.kind, level: draft.level, bait, price, enabled: draft.enabled, sort: draft.sort, name: draft.name, reason: why });
      onDone();
    });
  };

  return (
    <Section title={existing ? `${t.editTool} ${tool.id}` : t.newTool}>
      <form className="cx-form cx-form--columns" onSubmit={submit} data-testid="fishing-tool-editor">
        <Field label={t.id}>{(id) => <input id={id} className="cx-input" required pattern="[a-z0-9\-]{1,32}" disabled={existing} value={draft.id} onChange={(event) => set({ id: event.target.value })} />}</Field>
        <Field label={t.kind}>
          {(id) => (
            <select id={id} className="cx-input" disabled={existing} value={draft.kind} onChange={(event) => set({ kind: event.target.value as FishingToolKind })}>
              {FISHING_TOOL_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t.kinds[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.level}>{(id) => <input id={id} className="cx-input cx-input--narrow" type="number" min={1} max={3} required disabled={existing} value={draft.level} onChange={(event) => set({ level: Number(event.target.value) })} />}</Field>
        {draft.kind === 'bait' && <Field label={t.bait}>{(id) => <input id={id} className="cx-input cx-input--narrow" type="number" min={1} max={1000} required value={draft.bait} onChange={(event) => set({ bait: Number(event.target.value) })} />}</Field>}
        <Field label={t.price}>{(id) => <input id={id} className="cx-input cx-input--narrow" inputMode="decimal" required pattern="\d+(\.\d{1,2})?" value={draft.price} onChange={(event) => set({ price: event.target.value })} />}</Field>
        <Field label={t.sort}>{(id) => <input id={id} className="cx-input cx-input--narrow" type="number" value={draft.sort} onChange={(event) => set({ sort: Number(event.target.value) })} />}</Field>
        <Field label={t.nameCn}>{(id) => <input id={id} className="cx-input" required maxLength={40} value={draft.name.cn} onChange={(event) => set({ name: { ...draft.name, cn: event.target.value } })} />}</Field>
        <Field label={t.nameBr}>{(id) => <input id={id} className="cx-input" required maxLength={40} value={draft.name.br} onChange={(event) => set({ name: { ...draft.name, br: event.target.value } })} />}</Field>
        <Field label={t.nameEn}>{(id) => <input id={id} className="cx-input" required maxLength={40} value={draft.name.en} onChange={(event) => set({ name: { ...draft.name, en: event.target.value } })} />}</Field>
        <label className="cx-field">
          <span className="cx-field__label">{t.onSale}</span>
          <input type="checkbox" checked={draft.enabled} onChange={(event) => set({ enabled: event.target.checked })} />
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

/** Live or ended sessions, newest first. */
function Sessions() {
  const t = useConsoleTexts().fishing;
  const [shown, setShown] = useState<'live' | 'ended' | 'all'>('live');
  const list = usePagedList('games/fishing/sessions', shown === 'all' ? {} : { active: shown === 'live' }, consoleFishSessionPageSchema);
  const columns: Column<ConsoleFishSession>[] = [
    { key: 'player', label: t.player, value: (row) => row.nickname, render: (row) => <Link to={`/admin/players/${encodeURIComponent(row.userId)}`}>{row.nickname || row.userId}</Link> },
    { key: 'spot', label: t.spot, numeric: true, value: (row) => row.placeId },
    { key: 'mode', label: t.mode, value: (row) => row.mode, render: (row) => t.modes[row.mode] },
    { key: 'tool', label: t.baitKind, value: (row) => row.toolId },
    { key: 'bait', label: t.bait, numeric: true, value: (row) => row.bait },
    { key: 'catches', label: t.catches, numeric: true, value: (row) => row.catches },
    { key: 'returned', label: t.returned, numeric: true, value: (row) => row.baitReturned },
    { key: 'next', label: t.nextCatch, value: (row) => row.nextCatchAt, render: (row) => (row.nextCatchAt ? <Moment at={row.nextCatchAt} /> : '—') },
    { key: 'startedAt', label: t.startedAt, value: (row) => row.startedAt, render: (row) => <Moment at={row.startedAt} /> },
    { key: 'endedAt', label: t.endedAt, value: (row) => row.endedAt, render: (row) => (row.endedAt ? <Moment at={row.endedAt} /> : '—') },
    { key: 'endReason', label: t.endReason, value: (row) => row.endReason, render: (row) => (row.endReason ? t.endReasons[row.endReason] : '—') },
  ];
  return (
    <Section
      title={t.sessions}
      actions={
        <select className="cx-input" aria-label={t.sessions} value={shown} onChange={(event) => setShown(event.target.value as typeof shown)}>
          <option value="live">{t.live}</option>
          <option value="ended">{t.ended}</option>
          <option value="all">{t.all}</option>
        </select>
      }
    >
      <DataTable label={t.sessions} columns={columns} rowKey={(row) => row.id} csvName="fishing-sessions" testId="fishing-sessions-table" {...list} />
    </Section>
  );
}

/** Fishing: the 15 spots' pools with their returns on bait, the shop's tools (edited here), and the sessions. */
export default function FishingScreen() {
  const t = useConsoleTexts().fishing;
  const common = useConsoleTexts().common;
  const locale = useLocale();
  const may = useMay();
  const pools = useConsoleQuery('games/fishing/pools', {}, poolsSchema).data;
  const tools = useConsoleQuery('games/fishing/tools', {}, toolsSchema).data;
  const [editing, setEditing] = useState<{ readonly tool: ConsoleFishTool; readonly existing: boolean } | null>(null);
  if (!pools || !tools) return <p className="cx-note">{common.loading}</p>;

  const poolColumns: Column<ConsoleFishPool>[] = [
    { key: 'spot', label: t.spot, numeric: true, value: (row) => row.placeId, render: (row) => `${row.placeId} · G${row.ground} L${row.level}` },
    { key: 'name', label: t.name, value: (row) => row.name?.[locale] ?? '' },
    { key: 'rod', label: t.rod, numeric: true, value: (row) => row.rodLevel, render: (row) => (row.rodLevel === 0 ? t.noRod : `L${row.rodLevel}`) },
    { key: 'castPrice', label: t.castPrice, numeric: true, value: (row) => row.castPrice, render: (row) => money(row.castPrice) },
    { key: 'oddsVersion', label: t.oddsVersion, numeric: true, value: (row) => row.oddsVersion },
    { key: 'expectedReturn', label: t.expectedReturn, numeric: true, value: (row) => row.expectedReturn, render: (row) => money(row.expectedReturn) },
    { key: 'returnOfBait', label: t.returnOfBait, numeric: true, value: (row) => row.returnOfBaitBp, render: (row) => basisPoints(row.returnOfBaitBp) },
    {
      key: 'state',
      label: t.state,
      value: (row) => (row.exists ? row.visible : null),
      render: (row) => <span className={`cx-badge ${row.exists && row.visible ? 'cx-badge--good' : 'cx-badge--bad'}`}>{!row.exists ? t.missing : row.visible ? t.open : t.hidden}</span>,
    },
    { key: 'box', label: t.box, sortable: false, value: (row) => row.boxId, render: (row) => (row.exists ? <Link to={`/admin/catalog/boxes/${encodeURIComponent(row.boxId)}`}>{t.editOdds}</Link> : row.boxId) },
  ];
  const toolColumns: Column<ConsoleFishTool>[] = [
    { key: 'id', label: t.id, value: (row) => row.id },
    { key: 'name', label: t.name, value: (row) => row.name[locale] },
    { key: 'kind', label: t.kind, value: (row) => row.kind, render: (row) => t.kinds[row.kind] },
    { key: 'level', label: t.level, numeric: true, value: (row) => row.level },
    { key: 'bait', label: t.bait, numeric: true, value: (row) => row.bait },
    { key: 'price', label: t.price, numeric: true, value: (row) => row.price, render: (row) => money(row.price) },
    { key: 'enabled', label: t.onSale, value: (row) => row.enabled, render: (row) => <span className={`cx-badge ${row.enabled ? 'cx-badge--good' : 'cx-badge--bad'}`}>{row.enabled ? common.yes : common.no}</span> },
    { key: 'sort', label: t.sort, numeric: true, value: (row) => row.sort },
    ...(may('games.write')
      ? [
          {
            key: 'edit',
            label: '',
            sortable: false,
            value: (row: ConsoleFishTool) => row.id,
            render: (row: ConsoleFishTool) => (
              <Button variant="ghost" size="sm" onClick={() => setEditing({ tool: row, existing: true })}>
                {t.editTool}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Screen title={t.title} testId="fishing-screen">
      <Section title={t.pools}>
        <p className="cx-note">{t.poolsLead}</p>
        <DataTable label={t.pools} columns={poolColumns} rows={pools} rowKey={(row) => String(row.placeId)} csvName="fishing-pools" testId="fishing-pools-table" />
      </Section>
      <Section
        title={t.tools}
        actions={
          may('games.write') && (
            <Button variant="secondary" size="sm" onClick={() => setEditing({ tool: EMPTY_TOOL, existing: false })}>
              {t.newTool}
            </Button>
          )
        }
      >
        <p className="cx-note">{t.toolsLead}</p>
        <DataTable label={t.tools} columns={toolColumns} rows={tools} rowKey={(row) => row.id} csvName="fishing-tools" testId="fishing-tools-table" />
      </Section>
      {editing && <ToolEditor key={`${editing.tool.id}-${editing.existing}`} tool={editing.tool} existing={editing.existing} onDone={() => setEditing(null)} />}
      <Sessions />
    </Screen>
  );
}
