import { useState } from 'react';
import { SITE_TIME_ZONE } from '@lootbay/shared/constants';
import { moneyDailySchema, type GameTotals, type MoneyDay, type MoneyTotals } from '@lootbay/shared/schemas/console-money';
import { useConsoleQuery } from '../../api/use-console';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText } from '../../../lib/i18n';
import { Chart } from '../../ui/chart';
import { DataTable, type Column } from '../../ui/data-table';
import { money } from '../../ui/format';
import { Screen, Section } from '../../ui/screen';
import { DayRangeForm } from './day-range-form';
import { useDayRange } from './use-day-range';

const COLORS = { recharged: '#3ea6ff', staked: '#ffb020', paidOut: '#8847ff', ggr: '#2fd27a' } as const;

function Figures({ totals, testId }: { totals: MoneyTotals; testId: string }) {
  const t = useConsoleTexts().money;
  const figures: [keyof MoneyTotals, string, string][] = [
    ['recharged', t.recharged, money(totals.recharged)],
    ['rechargePaid', t.rechargePaid, money(totals.rechargePaid)],
    ['staked', t.staked, money(totals.staked)],
    ['paidOut', t.paidOut, money(totals.paidOut)],
    ['ggr', t.ggr, money(totals.ggr)],
    ['rechargeOrders', t.rechargeOrders, String(totals.rechargeOrders)],
    ['payers', t.payers, String(totals.payers)],
    ['activePlayers', t.activePlayers, String(totals.activePlayers)],
    ['opens', t.opens, String(totals.opens)],
    ['freeOpens', t.freeOpens, String(totals.freeOpens)],
  ];
  return (
    <dl className="cx-figures" data-testid={testId}>
      {figures.map(([key, label, value]) => (
        <div key={key} className="cx-figure" data-figure={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Each day's money: recharged, spent, paid out and GGR, in figures, a chart and a table, with today's at the top. */
export default function DailyScreen() {
  const t = useConsoleTexts().money;
  const { gameNames } = useConsoleTexts().common;
  const [zone, setZone] = useState(SITE_TIME_ZONE);
  const { range, today, pick } = useDayRange(14, zone);
  const daily = useConsoleQuery('money/daily', range, moneyDailySchema).data;
  // The report's days are the server's: once it names another time zone, "today" is taken there.
  if (daily && daily.timeZone !== zone) setZone(daily.timeZone);
  const days = daily?.days ?? [];
  const todayRow = days.find((day) => day.day === today);

  const dayColumns: Column<MoneyDay>[] = [
    { key: 'day', label: t.day, value: (row) => row.day },
    { key: 'recharged', label: t.recharged, numeric: true, value: (row) => row.recharged, render: (row) => money(row.recharged) },
    { key: 'rechargePaid', label: t.rechargePaid, numeric: true, value: (row) => row.rechargePaid, render: (row) => money(row.rechargePaid) },
    { key: 'staked', label: t.staked, numeric: true, value: (row) => row.staked, render: (row) => money(row.staked) },
    { key: 'paidOut', label: t.paidOut, numeric: true, value: (row) => row.paidOut, render: (row) => money(row.paidOut) },
    { key: 'ggr', label: t.ggr, numeric: true, value: (row) => row.ggr, render: (row) => <span className={row.ggr < 0 ? 'cx-bad' : undefined}>{money(row.ggr)}</span> },
    { key: 'payers', label: t.payers, numeric: true, value: (row) => row.payers },
    { key: 'activePlayers', label: t.activePlayers, numeric: true, value: (row) => row.activePlayers },
    { key: 'opens', label: t.opens, numeric: true, value: (row) => row.opens },
  ];
  const gameColumns: Column<GameTotals>[] = [
    { key: 'game', label: t.game, value: (row) => gameNames[row.game] ?? row.game, render: (row) => <span title={row.game}>{gameNames[row.game] ?? row.game}</span> },
    { key: 'plays', label: t.plays, numeric: true, value: (row) => row.plays },
    { key: 'players', label: t.players, numeric: true, value: (row) => row.players },
    { key: 'staked', label: t.staked, numeric: true, value: (row) => row.staked, render: (row) => money(row.staked) },
    { key: 'paidOut', label: t.paidOut, numeric: true, value: (row) => row.paidOut, render: (row) => money(row.paidOut) },
    { key: 'ggr', label: t.ggr, numeric: true, value: (row) => row.ggr, render: (row) => money(row.ggr) },
  ];

  return (
    <Screen title={t.daily} testId="daily-screen" actions={daily && <span className="cx-badge">{fillText(t.timeZone, { zone })}</span>}>
      <DayRangeForm key={`${range.from}/${range.to}`} range={range} onPick={pick} />
      {todayRow && (
        <Section title={`${t.today} · ${todayRow.day}`}>
          <Figures totals={todayRow} testId="today-figures" />
        </Section>
      )}
      {daily && (
        <>
          <Chart
            title={t.perDay}
            kind="bar"
            labels={days.map((day) => day.day.slice(5))}
            series={(['recharged', 'staked', 'paidOut', 'ggr'] as const).map((key) => ({ name: t[key], color: COLORS[key], values: days.map((day) => day[key] / 100) }))}
            format={(value) => value.toLocaleString('en', { maximumFractionDigits: 2 })}
            testId="daily-chart"
          />
          <Section title={`${t.range} · ${range.from} – ${range.to}`}>
            <Figures totals={daily.totals} testId="range-figures" />
            <DataTable label={t.games} columns={gameColumns} rows={daily.totals.games} rowKey={(row) => row.game} csvName={`games-${range.from}-${range.to}`} testId="games-table" />
          </Section>
          <DataTable label={t.daily} columns={dayColumns} rows={[...days].reverse()} rowKey={(row) => row.day} csvName={`daily-${range.from}-${range.to}`} testId="daily-table" />
        </>
      )}
    </Screen>
  );
}
