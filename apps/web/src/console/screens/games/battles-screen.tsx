import { useState } from 'react';
import { Link } from 'react-router';
import { ARENA_STATUSES } from '@lootbay/shared/schemas/arena';
import { consoleBattlePageSchema, type ConsoleBattle } from '@lootbay/shared/schemas/console-games';
import { usePagedList } from '../../api/use-paged-list';
import { useConsoleTexts } from '../../i18n/console-texts';
import { DataTable, type Column } from '../../ui/data-table';
import { Field } from '../../ui/field';
import { money } from '../../ui/format';
import { Moment } from '../../ui/moment';
import { Screen } from '../../ui/screen';

/** Battles, newest first, by status and whether someone reported them; each seat and who won. */
export default function BattlesScreen() {
  const t = useConsoleTexts().games;
  const common = useConsoleTexts().common;
  const [status, setStatus] = useState('');
  const [reported, setReported] = useState('');
  const list = usePagedList('games/battles', { ...(status ? { status } : {}), ...(reported ? { reported: reported === 'yes' } : {}) }, consoleBattlePageSchema);

  const columns: Column<ConsoleBattle>[] = [
    { key: 'createdAt', label: t.createdAt, value: (row) => row.createdAt, render: (row) => <Moment at={row.createdAt} /> },
    { key: 'id', label: t.battle, value: (row) => row.id, render: (row) => <a href={`/pk-room-details?id=${row.id}`} target="_blank" rel="noreferrer">{row.id.slice(0, 8)}</a> },
    { key: 'mode', label: t.mode, value: (row) => row.mode },
    { key: 'status', label: t.status, value: (row) => row.status, render: (row) => t.battleStatus[row.status] },
    { key: 'price', label: t.price, numeric: true, value: (row) => row.price, render: (row) => money(row.price) },
    { key: 'boxCount', label: t.boxCount, numeric: true, value: (row) => row.boxCount },
    {
      key: 'seats',
      label: t.seats,
      sortable: false,
      value: (row) => row.seats.map((seat) => `${seat.nickname ?? '—'}:${seat.result ?? ''}:${seat.won}`).join(' | '),
      render: (row) => (
        <ul className="cx-list cx-list--tight">
          {row.seats.map((seat) => (
            <li key={seat.seat} className={row.winnerSeats.includes(seat.seat) ? 'cx-good' : undefined}>
              {seat.userId ? <Link to={`/admin/players/${seat.userId}`}>{seat.nickname}</Link> : (seat.nickname ?? '—')}
              {seat.robot && ` (${t.robot})`} · {money(seat.won)}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'reportCount', label: t.reportCount, numeric: true, value: (row) => row.reportCount, render: (row) => (row.reportCount > 0 ? <span className="cx-badge cx-badge--warn">{row.reportCount}</span> : '0') },
    { key: 'finishedAt', label: t.finishedAt, value: (row) => row.finishedAt, render: (row) => <Moment at={row.finishedAt} /> },
  ];

  return (
    <Screen title={t.battles} testId="battles-screen">
      <div className="cx-filters">
        <Field label={t.status}>
          {(id) => (
            <select id={id} className="cx-input" value={status} onChange={(event) => setStatus(event.target.value)}>
              <option value="">{common.all}</option>
              {ARENA_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {t.battleStatus[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.reported}>
          {(id) => (
            <select id={id} className="cx-input" value={reported} onChange={(event) => setReported(event.target.value)}>
              <option value="">{common.all}</option>
              <option value="yes">{t.reported}</option>
              <option value="no">{t.notReported}</option>
            </select>
          )}
        </Field>
      </div>
      <DataTable label={t.battles} columns={columns} rowKey={(row) => row.id} csvName="battles" testId="battles-table" {...list} />
    </Screen>
  );
}
