import { useState } from 'react';
import { SITE_TIME_ZONE } from '@lootbay/shared/constants';
import { moneyReturnsSchema, type BoxReturn } from '@lootbay/shared/schemas/console-money';
import { useConsoleQuery } from '../../api/use-console';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText } from '../../../lib/i18n';
import { Chart } from '../../ui/chart';
import { DataTable, type Column } from '../../ui/data-table';
import { basisPoints, money } from '../../ui/format';
import { Screen, Section } from '../../ui/screen';
import { DayRangeForm } from './day-range-form';
import { useDayRange } from './use-day-range';

type Version = BoxReturn['versions'][number];

/** Each paid box's measured return against what its odds published, per box and per odds version, with a chart. */
export default function ReturnsScreen() {
  const t = useConsoleTexts().money;
  const [zone, setZone] = useState(SITE_TIME_ZONE);
  const { range, pick } = useDayRange(30, zone);
  const returns = useConsoleQuery('money/returns', range, moneyReturnsSchema).data;
  if (returns && returns.timeZone !== zone) setZone(returns.timeZone);
  const boxes = returns?.boxes ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const box = boxes.find((candidate) => candidate.boxId === chosen);

  const figures = <Row extends Omit<Version, 'version' | 'price' | 'expectedReturn'>>(): Column<Row>[] => [
    { key: 'opens', label: t.opens, numeric: true, value: (row) => row.opens },
    { key: 'spent', label: t.spent, numeric: true, value: (row) => row.spent, render: (row) => money(row.spent) },
    { key: 'paidOut', label: t.paidOut, numeric: true, value: (row) => row.paidOut, render: (row) => money(row.paidOut) },
    { key: 'expectedPaidOut', label: t.expectedPaidOut, numeric: true, value: (row) => row.expectedPaidOut, render: (row) => money(row.expectedPaidOut) },
    { key: 'measured', label: t.measured, numeric: true, value: (row) => row.measuredReturnBp, render: (row) => basisPoints(row.measuredReturnBp) },
    { key: 'published', label: t.published, numeric: true, value: (row) => row.publishedReturnBp, render: (row) => basisPoints(row.publishedReturnBp) },
    { key: 'difference', label: t.difference, numeric: true, value: (row) => row.differenceBp, render: (row) => <span className={row.differenceBp > 0 ? 'cx-bad' : 'cx-good'}>{basisPoints(row.differenceBp)}</span> },
  ];
  const boxColumns: Column<BoxReturn>[] = [{ key: 'box', label: t.box, value: (row) => row.boxName, render: (row) => <button type="button" className="cx-link" onClick={() => setChosen(row.boxId)}>{row.boxName}</button> }, ...figures<BoxReturn>()];
  const versionColumns: Column<Version>[] = [
    { key: 'version', label: t.version, numeric: true, value: (row) => row.version },
    { key: 'price', label: t.price, numeric: true, value: (row) => row.price, render: (row) => money(row.price) },
    ...figures<Version>(),
  ];

  return (
    <Screen title={t.returns} testId="returns-screen" actions={returns && <span className="cx-badge">{fillText(t.timeZone, { zone: returns.timeZone })}</span>}>
      <DayRangeForm key={`${range.from}/${range.to}`} range={range} onPick={pick} />
      {boxes.length > 0 && (
        <Chart
          title={t.returnsChart}
          kind="bar"
          labels={boxes.slice(0, 12).map((row) => row.boxName)}
          series={[
            { name: t.measured, color: '#3ea6ff', values: boxes.slice(0, 12).map((row) => row.measuredReturnBp / 100) },
            { name: t.published, color: '#ffb020', values: boxes.slice(0, 12).map((row) => row.publishedReturnBp / 100) },
          ]}
          format={(value) => `${value.toFixed(0)}%`}
          testId="returns-chart"
        />
      )}
      <DataTable label={t.returns} columns={boxColumns} rows={boxes} rowKey={(row) => row.boxId} csvName={`returns-${range.from}-${range.to}`} testId="returns-table" />
      {box && (
        <Section title={`${box.boxName} · ${t.versions}`}>
          <DataTable label={t.versions} columns={versionColumns} rows={box.versions} rowKey={(row) => String(row.version)} csvName={`returns-${box.boxId}`} />
        </Section>
      )}
    </Screen>
  );
}
