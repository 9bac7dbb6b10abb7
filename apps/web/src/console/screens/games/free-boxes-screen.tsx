import { freeBoxesOverviewSchema, type FreeBoxesOverview } from '@lootbay/shared/schemas/console-games';
import { useConsoleQuery } from '../../api/use-console';
import { useConsoleTexts } from '../../i18n/console-texts';
import { fillText, useLocale } from '../../../lib/i18n';
import { DataTable, type Column } from '../../ui/data-table';
import { money } from '../../ui/format';
import { Screen, Section } from '../../ui/screen';

type FreeBox = FreeBoxesOverview['boxes'][number];
type Award = FreeBoxesOverview['rechargeAwards'][number];
type Board = FreeBoxesOverview['boards'][number];

/** The free level boxes and the activities' settings, which change with a release. */
export default function FreeBoxesScreen() {
  const t = useConsoleTexts().games;
  const common = useConsoleTexts().common;
  const locale = useLocale();
  const overview = useConsoleQuery('games/free-boxes', {}, freeBoxesOverviewSchema).data;
  if (!overview) return <p className="cx-note">{common.loading}</p>;

  const boxColumns: Column<FreeBox>[] = [
    { key: 'image', label: '', sortable: false, value: (row) => row.image, render: (row) => <img src={row.image} alt="" width={40} height={40} className="cx-thumb" /> },
    { key: 'name', label: t.name, value: (row) => row.name[locale] },
    { key: 'level', label: t.level, numeric: true, value: (row) => row.level },
    { key: 'visible', label: t.visible, value: (row) => row.visible, render: (row) => (row.visible ? common.yes : common.no) },
    { key: 'oddsVersion', label: t.oddsVersion, numeric: true, value: (row) => row.oddsVersion },
    { key: 'expectedReturn', label: t.expectedReturn, numeric: true, value: (row) => row.expectedReturn, render: (row) => money(row.expectedReturn) },
  ];
  const awardColumns: Column<Award>[] = [
    { key: 'tier', label: t.tier, numeric: true, value: (row) => row.tier },
    { key: 'recharged', label: t.recharged, numeric: true, value: (row) => row.recharged, render: (row) => money(row.recharged) },
    { key: 'award', label: t.award, numeric: true, value: (row) => row.award, render: (row) => money(row.award) },
  ];
  const boardColumns: Column<Board>[] = [
    { key: 'name', label: t.name, value: (row) => row.name[locale] },
    { key: 'period', label: t.period, value: (row) => row.period },
    { key: 'steps', label: t.steps, sortable: false, value: (row) => row.steps.map((step) => `${step.opens}:${step.rewardBoxId ?? ''}`).join(' '), render: (row) => row.steps.map((step) => `${step.opens} → ${step.rewardBoxId ?? '—'}`).join(' · ') },
  ];

  return (
    <Screen title={t.freeBoxes} testId="free-boxes-screen" actions={<span className="cx-badge">{fillText(t.cooldown, { hours: Math.round(overview.freeBoxCooldownMs / 3_600_000) })}</span>}>
      <Section title={t.freeBoxes}>
        <DataTable label={t.freeBoxes} columns={boxColumns} rows={overview.boxes} rowKey={(row) => row.id} csvName="free-boxes" />
      </Section>
      <Section title={t.rechargeAwards}>
        <DataTable label={t.rechargeAwards} columns={awardColumns} rows={overview.rechargeAwards} rowKey={(row) => String(row.tier)} csvName="recharge-awards" />
      </Section>
      <Section title={t.pray}>
        <p className="cx-note">{fillText(t.prayLine, { choices: overview.pray.choices, min: money(overview.pray.itemPrices.min), max: money(overview.pray.itemPrices.max), points: overview.pray.winPoints })}</p>
      </Section>
      <Section title={t.boards}>
        <DataTable label={t.boards} columns={boardColumns} rows={overview.boards} rowKey={(row) => row.id} csvName="activity-boards" />
      </Section>
    </Screen>
  );
}
