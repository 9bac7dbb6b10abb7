import { useState, type FormEvent } from 'react';
import { ROLL_ROOM_STATUSES } from '@lootbay/shared/schemas/roll';
import type { Ornament } from '@lootbay/shared/schemas/catalog';
import { consoleRollRoomPageSchema, rollRoomCreatedSchema, type ConsoleRollRoom } from '@lootbay/shared/schemas/console-games';
import { Button } from '../../../components/ui/button';
import { useConsoleChange } from '../../api/use-console';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText } from '../../../lib/i18n';
import { useMay } from '../../layout/use-me';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { formatMoment, money } from '../../ui/format';
import { Moment } from '../../ui/moment';
import { useReasonDialog } from '../../ui/reason-dialog';
import { Screen, Section } from '../../ui/screen';
import { ItemPicker } from '../catalog/item-picker';

const BLANK = { title: '', endsAt: '', robots: '0', registeredDays: '0', password: '' };

/** A house roll room: title, prizes from the catalogue, draw time, conditions, robots. */
function CreateRoom() {
  const t = useConsoleTexts().games;
  const common = useConsoleTexts().common;
  const reason = useReasonDialog();
  const create = useConsoleChange('games/roll-rooms/create', rollRoomCreatedSchema, common.saved);
  const [draft, setDraft] = useState(BLANK);
  const [prizes, setPrizes] = useState<Ornament[]>([]);
  const [picking, setPicking] = useState(false);
  const endsAt = draft.endsAt ? new Date(draft.endsAt).getTime() : null;
  const value = prizes.reduce((sum, prize) => sum + prize.price, 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (endsAt === null || prizes.length === 0) return;
    reason.ask(
      fillText(t.roomSummary, { title: draft.title, count: prizes.length, value: money(value), ends: formatMoment(endsAt) }),
      async (why) => {
        await create.mutateAsync({
          title: draft.title,
          prizeIds: prizes.map((prize) => prize.id),
          endsAt,
          robots: Number(draft.robots) || 0,
          conditions: { registeredDays: Number(draft.registeredDays) || 0, spend: null },
          ...(draft.password ? { password: draft.password } : {}),
          reason: why,
        });
        setDraft(BLANK);
        setPrizes([]);
      },
      { money: true },
    );
  };

  return (
    <Section title={t.createRoom}>
      <form className="cx-filters" onSubmit={submit}>
        <Field label={t.title}>{(id) => <input id={id} className="cx-input" required maxLength={40} value={draft.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />}</Field>
        <Field label={t.endsAt}>{(id) => <input id={id} className="cx-input" type="datetime-local" required value={draft.endsAt} onChange={(event) => setDraft({ ...draft, endsAt: event.target.value })} />}</Field>
        <Field label={t.robotsJoin}>{(id) => <input id={id} className="cx-input cx-input--narrow" type="number" min={0} max={8} value={draft.robots} onChange={(event) => setDraft({ ...draft, robots: event.target.value })} />}</Field>
        <Field label={t.registeredDays}>{(id) => <input id={id} className="cx-input cx-input--narrow" type="number" min={0} max={3650} value={draft.registeredDays} onChange={(event) => setDraft({ ...draft, registeredDays: event.target.value })} />}</Field>
        <Field label={t.password}>{(id) => <input id={id} className="cx-input" value={draft.password} onChange={(event) => setDraft({ ...draft, password: event.target.value })} />}</Field>
        <Button variant="secondary" onClick={() => setPicking(true)}>
          {t.pickPrizes} ({prizes.length})
        </Button>
        <Button type="submit" disabled={prizes.length === 0 || endsAt === null}>
          {t.createRoom}
        </Button>
      </form>
      {prizes.length > 0 && (
        <ul className="cx-chips">
          {prizes.map((prize) => (
            <li key={prize.id}>
              <span style={{ color: prize.gradeColor }}>{prize.name}</span> · {money(prize.price)}{' '}
              <button type="button" className="cx-link" aria-label={`${common.close} ${prize.name}`} onClick={() => setPrizes(prizes.filter((other) => other.id !== prize.id))}>
                ×
              </button>
            </li>
          ))}
          <li>
            <strong>{money(value)}</strong>
          </li>
        </ul>
      )}
      <ItemPicker open={picking} chosen={prizes.map((prize) => prize.id)} onAdd={(prize) => setPrizes([...prizes, prize])} onClose={() => setPicking(false)} />
      {reason.dialog}
    </Section>
  );
}

/** Roll rooms by status, with their prizes, people and draw time; operators create house rooms. */
export default function RollRoomsScreen() {
  const t = useConsoleTexts().games;
  const common = useConsoleTexts().common;
  const may = useMay();
  const [status, setStatus] = useState('');
  const list = usePagedList('games/roll-rooms', status ? { status } : {}, consoleRollRoomPageSchema);

  const columns: Column<ConsoleRollRoom>[] = [
    { key: 'title', label: t.title, value: (row) => row.title, render: (row) => <a href={`/roll-house-info?id=${row.id}`} target="_blank" rel="noreferrer">{row.title}</a> },
    { key: 'kind', label: t.kind, value: (row) => row.kind, render: (row) => (row.kind === 'house' ? t.house : `${t.member} · ${row.creatorNickname ?? ''}`) },
    { key: 'status', label: t.status, value: (row) => row.status, render: (row) => t.roomStatus[row.status] },
    { key: 'prizeCount', label: t.prizes, numeric: true, value: (row) => row.prizeCount },
    { key: 'prizeValue', label: t.prizeValue, numeric: true, value: (row) => row.prizeValue, render: (row) => money(row.prizeValue) },
    { key: 'peopleCount', label: t.people, numeric: true, value: (row) => row.peopleCount },
    { key: 'startsAt', label: t.startsAt, value: (row) => row.startsAt, render: (row) => <Moment at={row.startsAt} /> },
    { key: 'endsAt', label: t.endsAt, value: (row) => row.endsAt, render: (row) => <Moment at={row.endsAt} /> },
    { key: 'drawnAt', label: t.drawnAt, value: (row) => row.drawnAt, render: (row) => <Moment at={row.drawnAt} /> },
  ];

  return (
    <Screen title={t.rollRooms} testId="roll-rooms-screen">
      {may('games.write') && <CreateRoom />}
      <div className="cx-filters">
        <Field label={t.status}>
          {(id) => (
            <select id={id} className="cx-input" value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">{common.all}</option>
              {ROLL_ROOM_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {t.roomStatus[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <DataTable label={t.rollRooms} columns={columns} rowKey={(row) => row.id} csvName="roll-rooms" testId="roll-rooms-table" {...list} />
    </Screen>
  );
}
